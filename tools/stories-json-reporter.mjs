// @ts-check
// Vitest's own JSON reporter for the story step, writing STORIES_REPORT and keeping of each test's
// meta only what tools/test-results.mjs reads (the story id and the attempts recorded by
// .storybook/vitest.setup.ts). The Storybook plugin also stores every story's full axe results in
// its meta: with them the report of 513 stories was 59 MB and took 45 s to parse at load 20.
import { JsonReporter } from 'vitest/node';
import { STORIES_REPORT } from './test-results.mjs';

const KEPT = new Set(['storyId', 'attempts']);

export default class StoriesJsonReporter extends JsonReporter {
  constructor() {
    super({ outputFile: STORIES_REPORT, filterMeta: (key) => KEPT.has(key) });
  }
}
