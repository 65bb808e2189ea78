// Types of securityHeaders.mjs for the TypeScript that imports it (tests).
export const emailServiceOrigin: string;
export const mapEmbedOrigin: string;
export const strictTransportSecurity: string;
export function remoteOrigins(manifest: Record<string, unknown> | null | undefined): string[];
export function contentSecurityPolicy(inputs: { scriptHashes: readonly string[]; remotes: readonly string[] }): string;
export const fileHeaders: Readonly<Record<string, string>>;
export const remoteFileHeaders: Readonly<Record<string, string>>;
export function pageHeaders(build: {
  scriptHashes: readonly string[];
  remotesManifest: Record<string, unknown> | null;
}): Record<string, string>;
