/**
 * The nginx smoke tests' web server: the workspace's production build
 * deployed on nginx as tooling/server/nginxDeployment.mjs deploys it (the
 * shell on the site's origin, the remotes under /mf/<name>/ on the remotes'
 * origin, remotes.json pointing there, the config rendered from the same
 * modules), copied as built: the precompressed copies the build wrote are
 * reused, nothing is compressed again. (Copied, not linked: nginx's workers
 * run as an unprivileged user, who cannot read a checkout in a private
 * folder, such as CI's fresh clone in a mktemp directory.) nginx runs until
 * SIGTERM or SIGINT; the deployment folder is removed then.
 *
 *   node e2e/nginx/deployBuild.mjs --out=<folder> --site=<origin> --remotes=<origin>
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { remoteApps } from '../../tooling/build/apps.js';
import {
  deploymentLayout,
  remotesManifestFor,
  renderNginxFiles,
  runNginx,
  stopWithProcess,
} from '../../tooling/server/nginxDeployment.mjs';
import { workspace } from '../../tooling/server/toolchain.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, site: { type: 'string' }, remotes: { type: 'string' } } });
if (!values.out || !values.site || !values.remotes) {
  throw new Error('Usage: node e2e/nginx/deployBuild.mjs --out=<folder> --site=<origin> --remotes=<origin>');
}
const out = resolve(values.out);
const siteOrigin = values.site;
const remotesOrigin = values.remotes;
const layout = deploymentLayout(out);

const shellDist = join(workspace, 'shell', 'dist');
if (!existsSync(join(shellDist, 'pages', 'index.html'))) throw new Error(`${shellDist} has no prerendered pages: pnpm build`);
rmSync(out, { recursive: true, force: true });

// The shell's files, but remotes.json: written for the remotes' origin.
mkdirSync(layout.site, { recursive: true });
for (const entry of readdirSync(shellDist)) {
  if (!entry.startsWith('remotes.json')) cpSync(join(shellDist, entry), join(layout.site, entry), { recursive: true });
}
const built = JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8'));
writeFileSync(join(layout.site, 'remotes.json'), `${JSON.stringify(remotesManifestFor(built, remotesOrigin), null, 2)}\n`);

for (const app of remoteApps) {
  const dist = join(workspace, app.dir, 'dist');
  if (!existsSync(join(dist, 'remoteEntry.js'))) throw new Error(`${dist} is not built: pnpm build`);
  mkdirSync(dirname(layout.remote(app.name)), { recursive: true });
  cpSync(dist, layout.remote(app.name), { recursive: true });
}

renderNginxFiles({ out, siteOrigin, remotesOrigin });
const nginx = runNginx(out, { workers: 1 });
console.log(`The build on nginx: ${siteOrigin} (remotes from ${remotesOrigin})`);

stopWithProcess(nginx, () => rmSync(out, { recursive: true, force: true }));
