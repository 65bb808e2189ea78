import { pageSingleton } from '../pageSingleton';

// Outside a Vite build (Node tools and tests) there is no import.meta.env: the defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/**
 * Email-service identifiers. The defaults are placeholders that the service
 * rejects; a deployment sets the real values when it builds the shell, through
 * the VITE_EMAILJS_* variables (see the README). One per page: a remote's copy
 * of this module uses the shell's, so a remote built without them still sends
 * with the deployment's keys.
 */
export const emailConfig = pageSingleton('emailConfig@1', () => ({
  serviceId: env.VITE_EMAILJS_SERVICE_ID || 'service_placeholder',
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY || 'public_key_placeholder',
  templates: {
    newsletter: env.VITE_EMAILJS_TEMPLATE_NEWSLETTER || 'template_newsletter_placeholder',
    consultation: env.VITE_EMAILJS_TEMPLATE_CONSULTATION || 'template_consultation_placeholder',
    contact: env.VITE_EMAILJS_TEMPLATE_CONTACT || 'template_contact_placeholder',
  },
}));

export type EmailTemplate = keyof typeof emailConfig.templates;
