import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteApps, shellDevPort } from 'shared/build/apps';
import { remoteFederation } from 'shared/build/federation';

const app = remoteApps.find((candidate) => candidate.name === 'specialties')!;
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Relative base: the build works from whatever origin and path it is deployed to.
  base: './',
  plugins: [
    // Hot reload inside the shell: the refresh runtime comes from the shell's dev server.
    react({ reactRefreshHost: `http://localhost:${shellDevPort}` }),
    remoteFederation({
      name: app.name,
      root,
      exposes: {
        './SpecialtiesIndexPage': './src/pages/SpecialtiesIndexPage.tsx',
        './SpecialtyPage': './src/pages/SpecialtyPage.tsx',
      },
    }),
  ],
  server: {
    port: app.devPort,
    strictPort: true,
    origin: `http://localhost:${app.devPort}`,
    cors: true,
  },
  preview: { port: app.devPort, strictPort: true, cors: true },
  build: { target: 'es2022' },
});
