// Types of toolchain.mjs for the TypeScript that imports it (the Playwright config).
import type { SpawnOptions } from 'node:child_process';

export const workspace: string;
export const pnpmVersion: string;
export const chromiumPath: string;
export const chromiumFlags: string[];
export const nginxPath: string;
export const brotliStaticPackage: string;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export type Pnpm = (args: string[], options?: SpawnOptions) => Promise<void>;
export function ensurePnpm(): Promise<Pnpm>;
export function installDependencies(pnpm: Pnpm): Promise<void>;
export function ensureChromium(): Promise<void>;
export function nginxModulesPath(): string;
export function brotliStaticModule(): string | null;
export function ensureNginx(): Promise<void>;
