// Types of stories.mjs (a plain Node script, so the TypeScript tests can import it).
import type { StoryEntry } from './core.mjs';
export declare function readStories(dir?: string): Promise<StoryEntry[]>;
