// Types of build-freshness.mjs (a plain Node script, so the TypeScript tests can import it).
export declare const BUILD_INPUTS: string[];
export declare function newestChange(paths: readonly string[]): number;
export declare function buildIsStale(marker: string, inputs: readonly string[]): boolean;
