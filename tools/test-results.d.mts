// Types of test-results.mjs (a plain Node script, so the TypeScript tests can import it).
export declare const STORIES_REPORT: string;
export declare const E2E_REPORT: string;
export interface Attempt {
  ms: number;
  passed: boolean;
  error?: string;
}
export interface FlakyTest {
  kind: 'story' | 'e2e';
  name: string;
  file: string;
  attempts: Attempt[];
}
export declare function readReport(file: string, since?: number): unknown;
export declare function flakyInVitest(
  report: unknown,
  root?: string,
  which?: 'flaky' | 'failed',
): FlakyTest[];
export declare function failedInVitest(report: unknown, root?: string): FlakyTest[];
export declare function flakyInPlaywright(report: unknown, which?: 'flaky' | 'failed'): FlakyTest[];
export declare function failedInPlaywright(report: unknown): FlakyTest[];
export declare function storiesInVitest(report: unknown): Set<string> | null;
export declare function slowestInVitest(
  report: unknown,
  count: number,
  root?: string,
): { name: string; file: string; ms: number }[];
export declare function describeFlaky(test: FlakyTest): string;
