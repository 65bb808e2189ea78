import { defineRemoteConfig } from 'tooling/build/federation';

export default defineRemoteConfig({
  name: 'specialties',
  exposes: {
    './SpecialtiesIndexPage': './src/pages/SpecialtiesIndexPage.tsx',
    './SpecialtyPage': './src/pages/SpecialtyPage.tsx',
  },
});
