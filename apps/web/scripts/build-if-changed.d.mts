/** Types of build-if-changed.mjs for vite.config.ts (the web app's tsconfig does not read JavaScript). */
export declare const ROOT: string;
export declare const WEB_DIR: string;
export declare const WEB_DIST: string;
export declare const WEB_STAMP_NAME: string;
export declare const WEB_STAMP: string;
export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRY: string;
export declare const WEB_INPUTS: string[];
export declare const SERVER_INPUTS: string[];
export declare const COMPRESSIBLE: RegExp;
export declare function hashInputs(inputs: string[], extra?: string): { hash: string; files: number };
export declare function webInputsHash(): string;
export declare function writeStamp(file: string, hash: string): void;
export declare function precompress(
  dir: string,
  files: string[],
): Promise<{ files: number; bytes: number; br: number; gzip: number }>;
export declare function webBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function buildWebIfChanged(options?: { force?: boolean; log?: (line: string) => void }): boolean;
export declare function bundleServerIfChanged(options?: {
  force?: boolean;
  log?: (line: string) => void;
}): Promise<boolean>;
export declare function buildIfChanged(options?: { force?: boolean }): Promise<string>;
export declare function webIsUpToDate(): boolean;
export declare function serverIsUpToDate(): boolean;
