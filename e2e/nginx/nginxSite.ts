import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The deployment on nginx the smoke tests run against: the ports deploy/nginx.conf listens on. */
export const siteOrigin = 'http://localhost:4190';
export const remotesOrigin = 'http://localhost:4191';

/** Where the deployment is written for the run; removed when nginx stops. */
export const deployDir = join(tmpdir(), 'revora-nginx');
