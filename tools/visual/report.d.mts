// Types of report.mjs (a plain Node script, so the TypeScript tests can import it).
import type { StoryGroup } from './core.mjs';
import type { FlakyTest } from '../test-results.mjs';
export interface ReportMeta {
  generatedAt: string;
  flaky?: FlakyTest[];
  scope?: string;
}
export declare function renderReport(
  groups: StoryGroup[],
  href: (file: string) => string,
  meta: ReportMeta,
): string;
export declare function writeReport(options: {
  groups: StoryGroup[];
  reportDir: string;
  generatedAt?: string;
  flaky?: FlakyTest[];
  scope?: string;
}): string;
