import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { defineRemoteConfig } from 'shared/build/federation';

export default defineConfig(
  defineRemoteConfig({
    name: 'contact',
    root: fileURLToPath(new URL('.', import.meta.url)),
    exposes: {
      './ContactPage': './src/pages/ContactPage.tsx',
      './BlogsPage': './src/pages/BlogsPage.tsx',
    },
  }),
);
