// @ts-check
// Every story that exists now, read from the story files with Storybook's own CSF parser (the ids
// are the ones Storybook and the story tests use, so a screenshot's name maps back to its story).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readCsf } from 'storybook/internal/csf-tools';

/** @returns {string[]} story files under dir, relative to the working directory */
function storyFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.stories\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** @returns {Promise<import('./core.mjs').StoryEntry[]>} */
export async function readStories(/** @type {string} */ dir = 'stories') {
  /** @type {import('./core.mjs').StoryEntry[]} */
  const stories = [];
  for (const file of storyFiles(dir)) {
    const csf = await readCsf(file, {
      // Every story file here names its title; a file without one would get Storybook's
      // automatic title, which this does not reproduce, so say so instead of guessing.
      makeTitle: (title) => {
        if (!title) throw new Error(`${file}: no title in its meta`);
        return title;
      },
    });
    csf.parse();
    for (const story of csf.stories) {
      stories.push({ id: story.id, title: csf.meta.title ?? '', name: story.name ?? story.id });
    }
  }
  return stories;
}
