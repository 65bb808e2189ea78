import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { defineRemoteConfig } from 'shared/build/federation';

export default defineConfig(
  defineRemoteConfig({
    name: 'specialties',
    root: fileURLToPath(new URL('.', import.meta.url)),
    exposes: {
      './SpecialtiesIndexPage': './src/pages/SpecialtiesIndexPage.tsx',
      './SpecialtyPage': './src/pages/SpecialtyPage.tsx',
    },
  }),
);
