/**
 * `npm start`: installs, builds (prerendered pages included, rendered in
 * Node) and serves the composed production site on http://localhost:8080
 * (PORT overrides). Needs no browser and no root.
 */
import { ensurePnpm } from './toolchain.mjs';

const pnpm = ensurePnpm();
pnpm(['install', '--frozen-lockfile']);
pnpm(['build']);

const { createSiteServer, listen } = await import('./serve.mjs');
const port = Number(process.env.PORT ?? 8080);
await listen(createSiteServer(), port);
console.log(`\nRevora Medical Billing is served on http://localhost:${port}`);
