import type { Plugin } from 'vite';

export declare const compressibleFile: RegExp;
export declare const uncompressedFiles: ReadonlySet<string>;
export declare function precompressDir(dir: string): Promise<number>;
export declare function precompress(): Plugin;
