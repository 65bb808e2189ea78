import { defineConfig } from 'vite';
import { defineRemoteConfig } from 'tooling/build/federation';

export default defineConfig(
  defineRemoteConfig({
    name: 'contact',
    exposes: {
      './ContactPage': './src/pages/ContactPage.tsx',
      './BlogsPage': './src/pages/BlogsPage.tsx',
    },
  }),
);
