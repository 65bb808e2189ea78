import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { defineRemoteConfig } from 'shared/build/federation';

export default defineConfig(
  defineRemoteConfig({
    name: 'home',
    root: fileURLToPath(new URL('.', import.meta.url)),
    exposes: {
      './HomePage': './src/pages/HomePage.tsx',
      './AboutPage': './src/pages/AboutPage.tsx',
    },
  }),
);
