// Types of nginxDeployment.mjs for the TypeScript that imports it (tests).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface DeploymentLayout {
  site: string;
  remotes: string;
  remote(name: string): string;
  config: string;
  includes: string;
  run: string;
}
export interface DeploymentOptions {
  out: string;
  siteOrigin: string;
  remotesOrigin: string;
  siteListen?: string;
  remotesListen?: string;
  brotli?: 'auto' | 'on' | 'off' | boolean;
}
export function deploymentLayout(out: string): DeploymentLayout;
export function remotesManifestFor(manifest: Record<string, string>, remotesOrigin: string): Record<string, string>;
export function withRemotesMoved(
  html: string,
  manifests: { siteOrigin: string; from: Record<string, string>; to: Record<string, string> },
): string;
export function renderNginxFiles(options: DeploymentOptions): { brotli: boolean };
export function renderDeployment(options: DeploymentOptions): Promise<{ brotli: boolean }>;
export function localMainConfig(out: string, options?: { workers?: number | string }): string;
export function checkNginxConfig(out: string, options?: { workers?: number | string }): string;
export function runNginx(
  out: string,
  options?: { workers?: number | string; stdio?: StdioOptions },
): { process: ChildProcess; stop(): Promise<void> };
export function waitForServer(url: string, timeout?: number): Promise<void>;
export const nginxDeploymentScript: string;
