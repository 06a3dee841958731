// @ts-check
// The project's commit habit (docs/contributing.md): a subject of at most 72 characters, the why in
// the body. Checks every commit after BASE (the last commit before the habit was checked), or only
// HEAD in a shallow clone that does not have BASE. `npm test` runs it beside the format check.
import { execFileSync } from 'node:child_process';

/** The last commit before this check existed: earlier subjects are history, left as they are. */
export const BASE = 'f43e5ca';
export const MAX_SUBJECT = 72;

/**
 * Subjects longer than `max` characters (merges included), as "hash subject (n characters)".
 * @param {string[]} lines "hash subject" per commit
 * @param {number} [max]
 */
export function longSubjects(lines, max = MAX_SUBJECT) {
  return lines
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(' ');
      return { hash: line.slice(0, space), subject: line.slice(space + 1) };
    })
    .filter(({ subject }) => [...subject].length > max)
    .map(({ hash, subject }) => `${hash} ${subject} (${[...subject].length} characters)`);
}

function git(/** @type {string[]} */ args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let range = `${BASE}..HEAD`;
  try {
    git(['cat-file', '-e', `${BASE}^{commit}`]);
  } catch {
    range = '-1';
  }
  let log;
  try {
    log = git(['log', '--format=%h %s', range]);
  } catch {
    console.log('check-commits: not a git checkout, nothing to check');
    process.exit(0);
  }
  const long = longSubjects(log.split('\n'));
  if (long.length) {
    console.error(`Commit subjects over ${MAX_SUBJECT} characters (put the why in the body):`);
    for (const line of long) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`check-commits: every subject in ${range} is at most ${MAX_SUBJECT} characters`);
}
