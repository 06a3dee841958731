// @ts-check
// `npm run visual:accept [filter] [--prune]`: the screenshots the last story run found changed (or
// new) become the baselines, only those whose name or story matches the filter; a baseline that
// passed is never touched. Then lists baselines whose story is gone; --prune deletes them.
import {
  DIFF_DIR,
  SCREENSHOT_DIR,
  acceptChanges,
  collectChanges,
  findOrphans,
  pruneOrphans,
  storyLabels,
} from './core.mjs';
import { readStories } from './stories.mjs';

const args = process.argv.slice(2);
const prune = args.includes('--prune');
const filter = args.filter((a) => !a.startsWith('--')).join(' ') || undefined;

const labels = storyLabels(await readStories());
const changes = collectChanges({ screenshotDir: SCREENSHOT_DIR, diffDir: DIFF_DIR });
const { accepted, skipped } = acceptChanges({ changes, labels, filter });
for (const c of accepted) console.log(`accepted ${c.kind === 'new' ? 'new ' : ''}${c.arg}`);
for (const c of skipped) console.log(`skipped ${c.arg}: its story no longer exists`);
console.log(
  `${accepted.length} screenshot(s) accepted${filter ? ` matching "${filter}"` : ''}; ${
    changes.length - accepted.length - skipped.length
  } other change(s) left for review.`,
);

const orphans = findOrphans({ screenshotDir: SCREENSHOT_DIR, labels });
if (orphans.length) {
  console.log(`\n${orphans.length} baseline(s) whose story no longer exists:`);
  for (const rel of orphans) console.log(`  ${SCREENSHOT_DIR}/${rel}`);
  if (prune) {
    pruneOrphans(SCREENSHOT_DIR, orphans);
    console.log(`deleted ${orphans.length}.`);
  } else console.log('Run with --prune to delete them.');
}
