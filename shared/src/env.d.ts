/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_TEMPLATE_NEWSLETTER?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONSULTATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONTACT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
