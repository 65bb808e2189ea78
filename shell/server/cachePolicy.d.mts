// Types of cachePolicy.mjs for the TypeScript that imports it (tests).
export const hashedAssetPath: RegExp;
export const immutableCacheControl: string;
export const revalidateCacheControl: string;
export function cacheControl(path: string): string;
