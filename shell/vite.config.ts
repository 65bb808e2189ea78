import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { defineConfig, type Plugin } from 'vite';
import { remoteApps, remoteDeployPrefix, shellDevPort } from 'tooling/build/apps';
import { devDependencyScan, remoteEntryFile, siteFederation } from 'tooling/build/federation';
import { precompress } from 'tooling/build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = join(root, '..');

/**
 * Dev only. remotes.json points each remote either at its own dev server (hot
 * reload) or at its last build, which this server hosts under the same
 * /mf/<name>/ prefix the production server uses. REVORA_DEV_REMOTES lists the
 * remotes running in dev ("all" when unset).
 */
function devRemotes(): Plugin {
  const wanted = process.env.REVORA_DEV_REMOTES ?? 'all';
  const inDev = (name: string) => wanted === 'all' || wanted.split(',').includes(name);
  return {
    name: 'revora-dev-remotes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        const manifest = Object.fromEntries(
          remoteApps.map((app) => [
            app.name,
            inDev(app.name)
              ? `http://localhost:${app.devPort}/${remoteEntryFile}`
              : `${remoteDeployPrefix(app.name)}${remoteEntryFile}`,
          ]),
        );
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(manifest, null, 2));
      });
      for (const app of remoteApps) {
        // A remote's last build, as the production server hosts it.
        const files = sirv(join(workspace, app.dir, 'dist'), { dev: true });
        server.middlewares.use(remoteDeployPrefix(app.name), (req, res) =>
          files(req, res, () => {
            res.statusCode = 404;
            res.end(`Not built: run "pnpm --filter ${app.dir} build"`);
          }),
        );
      }
    },
  };
}

/** Public origin for canonical URLs, the sitemap and structured data. */
const siteOrigin = (process.env.SITE_ORIGIN ?? 'https://www.revora-medical-billing.example.com').replace(/\/+$/, '');

export default defineConfig(({ isSsrBuild }) => ({
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
  ...(isSsrBuild
    ? // The prerender's build of the shell (src/entry-server.tsx, run in Node):
      // libraries stay external, so the remotes' pages, loaded by the
      // federation runtime in the same process, render with the same React.
      { plugins: [react()], build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true }, publicDir: false }
    : {
        plugins: [react(), siteFederation({ name: 'shell', root }), devRemotes(), precompress()],
        server: { port: shellDevPort, strictPort: true },
        optimizeDeps: devDependencyScan,
        build: { target: 'es2022' },
      }),
}));
