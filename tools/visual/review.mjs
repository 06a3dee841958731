// @ts-check
// `npm run visual:review`: a static page of every screenshot the last story run found changed,
// grouped by story (reference, actual, diff, before/after slider), and the tests of the last story
// and e2e runs that were flaky (failed, then passed on the retry). When the last story run wrote
// its JSON report (`npm run test:stories`, `npm run test:stories:changed`, `npm test`), only the
// stories it ran are shown: a changed-only run reviews its own screenshots. Opens from the file system.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIFF_DIR,
  REPORT_DIR,
  SCREENSHOT_DIR,
  changesOfStories,
  collectChanges,
  groupByStory,
  listPngs,
  storyLabels,
} from './core.mjs';
import { writeReport } from './report.mjs';
import { readStories } from './stories.mjs';
import {
  E2E_REPORT,
  STORIES_REPORT,
  flakyInPlaywright,
  flakyInVitest,
  readReport,
  storiesInVitest,
} from '../test-results.mjs';

// A report older than the newest file the run left is from an earlier run (the last one ran
// without its JSON reporter, e.g. a bare `npx vitest run`): it does not say what ran.
const newestDiff = Math.max(
  0,
  ...listPngs(DIFF_DIR).map((rel) => statSync(path.join(DIFF_DIR, rel)).mtimeMs),
);
const storiesReport = readReport(STORIES_REPORT, newestDiff);
const ran = storiesInVitest(storiesReport);

const labels = storyLabels(await readStories());
const all = collectChanges({ screenshotDir: SCREENSHOT_DIR, diffDir: DIFF_DIR });
const changes = ran ? changesOfStories(all, ran) : all;
const groups = groupByStory(changes, labels);
const flaky = [...flakyInVitest(storiesReport), ...flakyInPlaywright(readReport(E2E_REPORT))];
const scope = ran
  ? `${ran.size} stor${ran.size === 1 ? 'y' : 'ies'} ran, per ${STORIES_REPORT}`
  : `no current ${STORIES_REPORT}: every screenshot left in ${DIFF_DIR}`;
const page = writeReport({ groups, reportDir: REPORT_DIR, flaky, scope });
console.log(
  `${changes.length} changed screenshot(s) in ${groups.length} story(ies) (${scope})` +
    `${all.length > changes.length ? `; ${all.length - changes.length} from stories this run did not cover left out` : ''}` +
    `${flaky.length ? `; ${flaky.length} flaky test(s)` : ''}: ${pathToFileURL(path.resolve(page)).href}`,
);
