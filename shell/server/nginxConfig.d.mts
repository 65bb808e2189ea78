// Types of nginxConfig.mjs for the TypeScript that imports it (tests).
export const nginxTemplateFile: string;
export const includeFiles: {
  readonly maps: string;
  readonly files: string;
  readonly pageHeaders: string;
  readonly siteFileHeaders: string;
  readonly remoteFileHeaders: string;
  readonly answerHeaders: string;
};
export function quoted(value: string): string;
export function quotedPattern(pattern: string): string;
export function addHeaders(headers: Record<string, string>): string[];
export function pageMap(routes: readonly string[]): string[];
export function cacheControlMaps(): string[];
export function contentTypes(mimes: Record<string, string>): string[];
export function sirvContentTypes(): Record<string, string>;
export function renderIncludes(build: {
  routes: readonly string[];
  scriptHashes: readonly string[];
  remotesManifest: Record<string, string>;
  mimes: Record<string, string>;
  brotli: boolean;
  hsts: boolean;
}): Record<string, string>;
export function renderTemplate(values: Record<string, string>, template?: string): string;
