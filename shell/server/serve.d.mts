// Types of serve.mjs for the TypeScript that imports it (tests).
import type { Server } from 'node:http';

export interface Deployments {
  shell?: string;
  remotes: Record<string, string>;
}
export function defaultDeployments(): Required<Deployments>;
export function pageFile(path: string): string;
export const notFoundFile: string;
export function createSiteServer(
  deployments?: Deployments,
  options?: { prerendered?: boolean; pagesDir?: string },
): Server;
export function listen(server: Server, port: number): Promise<Server>;
