import { defineRemoteConfig } from 'tooling/build/federation';

export default defineRemoteConfig({
  name: 'home',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
  },
});
