// Types of core.mjs (a plain Node script, so the TypeScript tests can import it).
export declare const SCREENSHOT_DIR: string;
export declare const DIFF_DIR: string;
export declare const REPORT_DIR: string;
export interface Change {
  arg: string;
  kind: 'changed' | 'new';
  baseline: string;
  actual: string;
  diff: string | null;
  storyKey: string;
}
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}
export interface StoryGroup {
  storyKey: string;
  label: string;
  known: boolean;
  changes: Change[];
}
export declare function sanitizeSegment(input: string): string;
export declare function storyKeyOf(arg: string): string;
export declare function listPngs(dir: string): string[];
export declare function collectChanges(dirs: { screenshotDir: string; diffDir: string }): Change[];
export declare function storyLabels(stories: StoryEntry[]): Map<string, string>;
export declare function groupByStory(changes: Change[], labels: Map<string, string>): StoryGroup[];
export declare function matchesFilter(
  change: Change,
  filter: string | undefined,
  labels: Map<string, string>,
): boolean;
export declare function acceptChanges(options: {
  changes: Change[];
  labels: Map<string, string>;
  filter?: string;
}): { accepted: Change[]; skipped: Change[] };
export declare function findOrphans(options: {
  screenshotDir: string;
  labels: Map<string, string>;
}): string[];
export declare function pruneOrphans(screenshotDir: string, orphans: string[]): void;
export declare function changesOfStories(changes: Change[], storyIds: Set<string>): Change[];
