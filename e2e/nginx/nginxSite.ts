import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The deployment on nginx the smoke tests run against: the site on
 * E2E_NGINX_PORT, the remotes' origin on the next port (not the Node
 * server's E2E_PORT, so both suites can run side by side).
 */
export const nginxSitePort = Number(process.env.E2E_NGINX_PORT ?? 4190);
export const siteOrigin = `http://localhost:${nginxSitePort}`;
export const remotesOrigin = `http://localhost:${nginxSitePort + 1}`;

/** Where the deployment is written for the run; removed when nginx stops. */
export const deployDir = join(tmpdir(), `revora-nginx-${nginxSitePort}`);
