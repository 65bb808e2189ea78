import { defineRemoteConfig } from 'tooling/build/federation';

export default defineRemoteConfig({
  name: 'contact',
  exposes: {
    './ContactPage': './src/pages/ContactPage.tsx',
    './BlogsPage': './src/pages/BlogsPage.tsx',
  },
});
