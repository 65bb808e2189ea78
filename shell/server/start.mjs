/**
 * `npm start`: installs, builds (prerendered pages included) and serves the
 * composed production site on http://localhost:8080 (PORT overrides).
 */
import { ensureChromium, ensurePnpm, installDependencies } from './toolchain.mjs';

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
try {
  // The build prerenders every page in Chromium.
  await ensureChromium();
} catch (error) {
  console.warn(`${error instanceof Error ? error.message : error}\nThe site will be served without prerendered pages.`);
}
await pnpm(['build']);

const { createSiteServer, listen } = await import('./serve.mjs');
const port = Number(process.env.PORT ?? 8080);
await listen(createSiteServer(), port);
console.log(`\nRevora Medical Billing is served on http://localhost:${port}`);
