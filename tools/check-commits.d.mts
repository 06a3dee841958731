// Types of check-commits.mjs (a plain Node script, so the TypeScript tests can import it).
export declare const BASE: string;
export declare const MAX_SUBJECT: number;
export declare function longSubjects(lines: string[], max?: number): string[];
