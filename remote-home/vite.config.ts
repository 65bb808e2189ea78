import { defineConfig } from 'vite';
import { defineRemoteConfig } from 'tooling/build/federation';

export default defineConfig(
  defineRemoteConfig({
    name: 'home',
    exposes: {
      './HomePage': './src/pages/HomePage.tsx',
      './AboutPage': './src/pages/AboutPage.tsx',
    },
  }),
);
