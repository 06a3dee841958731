// @ts-check
// What a run's machine-readable reports say beyond pass/fail: which tests were flaky (failed, then
// passed on their retry) with the duration of each attempt, and which stories ran at all. Read
// from Vitest's JSON reporter (story tests record their attempts in the test's meta, see
// .storybook/vitest.setup.ts) and Playwright's JSON reporter (one result per attempt). Used by
// `npm test`'s summary (tools/test-all.mjs) and the visual review page (tools/visual/).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run test:stories` and `npm test` have Vitest's JSON reporter write the story run. */
export const STORIES_REPORT = 'test-results/stories.json';
/** Where playwright.config.ts has Playwright's JSON reporter write the e2e run. */
export const E2E_REPORT = 'test-results/e2e.json';

/**
 * @typedef {{ ms: number, passed: boolean, error?: string }} Attempt
 * @typedef {{ kind: 'story' | 'e2e', name: string, file: string, attempts: Attempt[] }} FlakyTest
 */

/**
 * A JSON report, or null when it is missing, unreadable, or older than `since` (ms since the
 * epoch: a report left by an earlier run must not be taken for this run's).
 * @param {string} file
 * @param {number} [since]
 * @returns {unknown}
 */
export function readReport(file, since = 0) {
  if (!existsSync(file) || statSync(file).mtimeMs < since) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null;
/** @returns {unknown[]} */
const arrayAt = (/** @type {unknown} */ v, /** @type {string} */ key) =>
  isObject(v) && Array.isArray(/** @type {Record<string, unknown>} */ (v)[key])
    ? /** @type {unknown[]} */ (/** @type {Record<string, unknown>} */ (v)[key])
    : [];
/** @returns {unknown} */
const at = (/** @type {unknown} */ v, /** @type {string} */ key) =>
  isObject(v) ? /** @type {Record<string, unknown>} */ (v)[key] : undefined;
const stringAt = (/** @type {unknown} */ v, /** @type {string} */ key) => {
  const value = at(v, key);
  return typeof value === 'string' ? value : '';
};
const firstLine = (/** @type {string} */ text) =>
  text
    // eslint-disable-next-line no-control-regex -- ANSI colour codes in reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean) ?? '';

/**
 * The attempts a story test recorded in its meta (`meta.attempts`), as written by the story setup.
 * @returns {Attempt[]}
 */
function attemptsOf(/** @type {unknown} */ assertion) {
  return arrayAt(at(assertion, 'meta'), 'attempts').flatMap((a) => {
    const ms = at(a, 'ms');
    const passed = at(a, 'passed');
    if (typeof ms !== 'number' || typeof passed !== 'boolean') return [];
    const error = stringAt(a, 'error');
    return [error ? { ms, passed, error } : { ms, passed }];
  });
}

/**
 * Tests of a Vitest JSON report that passed after a failed attempt (`which` 'flaky'), or that
 * failed at every attempt (`which` 'failed').
 * @param {unknown} report
 * @param {string} [root] paths are shown relative to it
 * @param {'flaky' | 'failed'} [which]
 * @returns {FlakyTest[]}
 */
export function flakyInVitest(report, root = process.cwd(), which = 'flaky') {
  /** @type {FlakyTest[]} */
  const found = [];
  for (const file of arrayAt(report, 'testResults')) {
    const filePath = path.relative(root, stringAt(file, 'name'));
    for (const assertion of arrayAt(file, 'assertionResults')) {
      const status = stringAt(assertion, 'status');
      let attempts = attemptsOf(assertion);
      if (which === 'flaky') {
        if (status !== 'passed' || !attempts.some((a) => !a.passed)) continue;
      } else {
        if (status !== 'failed') continue;
        if (!attempts.length) {
          // A test that failed before its story recorded an attempt: Vitest's own message.
          const message = arrayAt(assertion, 'failureMessages').find((m) => typeof m === 'string');
          const ms = at(assertion, 'duration');
          attempts = [
            {
              ms: typeof ms === 'number' ? ms : 0,
              passed: false,
              error: firstLine(typeof message === 'string' ? message : ''),
            },
          ];
        }
      }
      found.push({
        kind: 'story',
        name: stringAt(assertion, 'fullName'),
        file: filePath,
        attempts,
      });
    }
  }
  return found;
}

/**
 * Tests of a Vitest JSON report that failed at every attempt, with each attempt's duration.
 * @param {unknown} report
 * @param {string} [root]
 */
export const failedInVitest = (report, root = process.cwd()) =>
  flakyInVitest(report, root, 'failed');

/**
 * Tests of a Playwright JSON report that Playwright itself calls flaky (an attempt failed, a retry
 * passed), or (`which` 'failed') that failed at every attempt, with each attempt's duration.
 * @param {unknown} report
 * @param {'flaky' | 'failed'} [which]
 * @returns {FlakyTest[]}
 */
export function flakyInPlaywright(report, which = 'flaky') {
  const wanted = which === 'flaky' ? 'flaky' : 'unexpected';
  /** @type {FlakyTest[]} */
  const flaky = [];
  /** @param {unknown} suite @param {string[]} titles the describe blocks around its specs */
  const walk = (suite, titles) => {
    for (const spec of arrayAt(suite, 'specs')) {
      for (const test of arrayAt(spec, 'tests')) {
        if (stringAt(test, 'status') !== wanted) continue;
        const project = stringAt(test, 'projectName');
        flaky.push({
          kind: 'e2e',
          name: [project && `[${project}]`, ...titles, stringAt(spec, 'title')]
            .filter(Boolean)
            .join(' › '),
          file: stringAt(spec, 'file'),
          attempts: arrayAt(test, 'results').map((r) => {
            const passed = stringAt(r, 'status') === 'passed';
            const ms = at(r, 'duration');
            const error = firstLine(stringAt(at(r, 'error'), 'message'));
            return { ms: typeof ms === 'number' ? ms : 0, passed, ...(error ? { error } : {}) };
          }),
        });
      }
    }
    for (const child of arrayAt(suite, 'suites'))
      walk(child, [...titles, stringAt(child, 'title')]);
  };
  // The top suite of each file is titled with the file's path: shown as `file`, not in the name.
  for (const suite of arrayAt(report, 'suites')) walk(suite, []);
  return flaky;
}

/**
 * Journeys of a Playwright JSON report that failed at every attempt.
 * @param {unknown} report
 */
export const failedInPlaywright = (report) => flakyInPlaywright(report, 'failed');

/**
 * The ids of the stories a Vitest JSON report ran (each story test records its id in its meta),
 * or null when the report says nothing of stories.
 * @param {unknown} report
 * @returns {Set<string> | null}
 */
export function storiesInVitest(report) {
  if (!isObject(report)) return null;
  /** @type {Set<string>} */
  const ids = new Set();
  for (const file of arrayAt(report, 'testResults'))
    for (const assertion of arrayAt(file, 'assertionResults')) {
      const id = stringAt(at(assertion, 'meta'), 'storyId');
      if (id) ids.add(id);
    }
  return ids;
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One line per flaky or failed test: its name and every attempt, e.g. "failed in 61.2 s, then
 * passed in 14.0 s", and the first failure's message.
 */
export function describeFlaky(/** @type {FlakyTest} */ test) {
  const attempts = test.attempts
    .map((a) => `${a.passed ? 'passed' : 'failed'} in ${seconds(a.ms)}`)
    .join(', then ');
  const why = test.attempts.find((a) => !a.passed)?.error;
  return `${test.kind} "${test.name}" (${test.file}): ${attempts}${why ? `; first failure: ${why}` : ''}`;
}

/**
 * The `count` slowest tests of a Vitest JSON report (all attempts together), slowest first.
 * @param {unknown} report
 * @param {number} count
 * @param {string} [root]
 */
export function slowestInVitest(report, count, root = process.cwd()) {
  /** @type {{ name: string, file: string, ms: number }[]} */
  const all = [];
  for (const file of arrayAt(report, 'testResults'))
    for (const assertion of arrayAt(file, 'assertionResults')) {
      const ms = at(assertion, 'duration');
      if (typeof ms !== 'number') continue;
      all.push({
        name: stringAt(assertion, 'fullName'),
        file: path.relative(root, stringAt(file, 'name')),
        ms,
      });
    }
  return all.sort((a, b) => b.ms - a.ms).slice(0, count);
}
