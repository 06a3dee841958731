// @ts-check
// `npm run visual:review`: a static page of every screenshot the last story run found changed,
// grouped by story (reference, actual, diff, before/after slider). Opens from the file system.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIFF_DIR,
  REPORT_DIR,
  SCREENSHOT_DIR,
  collectChanges,
  groupByStory,
  storyLabels,
} from './core.mjs';
import { writeReport } from './report.mjs';
import { readStories } from './stories.mjs';

const labels = storyLabels(await readStories());
const changes = collectChanges({ screenshotDir: SCREENSHOT_DIR, diffDir: DIFF_DIR });
const groups = groupByStory(changes, labels);
const page = writeReport({ groups, reportDir: REPORT_DIR });
console.log(
  `${changes.length} changed screenshot(s) in ${groups.length} story(ies): ${pathToFileURL(path.resolve(page)).href}`,
);
