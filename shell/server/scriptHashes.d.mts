// Types of scriptHashes.mjs for the TypeScript that imports it (the shell's Vite config, tests).
export const scriptHashesFile: string;
export function inlineScriptHashes(html: string): string[];
export function scriptHashesOf(pages: readonly string[]): string[];
