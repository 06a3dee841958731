// Types of report.mjs (a plain Node script, so the TypeScript tests can import it).
import type { StoryGroup } from './core.mjs';
export declare function renderReport(
  groups: StoryGroup[],
  href: (file: string) => string,
  meta: { generatedAt: string },
): string;
export declare function writeReport(options: {
  groups: StoryGroup[];
  reportDir: string;
  generatedAt?: string;
}): string;
