// `npm test`: every check (format, lint, types, unit, story tests with a11y and screenshots, builds, end-to-end).
// Steps that do not depend on each other run side by side (as many at a time as there are cores):
// the quick checks and the builds first, then story tests, then e2e (which needs the builds). Each
// step's output is kept and printed whole when the step ends, so logs do not interleave. Runs every
// step even after a failure, prints a summary, exits non-zero if any failed.
// `npm test -- e2e` runs the steps whose name starts with an argument; `--serial` runs one step at a
// time; `--list` prints the steps it would run (name, then command) and runs none. The summary
// names every flaky test (failed, then passed on its retry) with each attempt's duration, from the
// story and e2e JSON reports (tools/test-results.mjs): a run with one is never called clean. See
// docs/testing.md.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import {
  E2E_REPORT,
  STORIES_REPORT,
  describeFlaky,
  failedInPlaywright,
  failedInVitest,
  flakyInPlaywright,
  flakyInVitest,
  readReport,
  slowestInVitest,
} from './test-results.mjs';

const phases = [
  [
    // Longest first, so the pool ends together: unit was the longest by far (826 s in a full run
    // on 2026-12-02) and, fourth in line, began only after three others had ended. The security
    // suite next: sixth in line it began after 336 s and ran alone for the last 100 s of the phase
    // (2026-12-03: unit 377 s, security 188, the server over HTTP 170, the rest 15-59 each).
    ['unit', 'npx vitest run --project unit'],
    [
      'security (attacks on the server process, PGlite and PostgreSQL)',
      'npx vitest run --project security',
    ],
    ['unit over the real server', 'npx vitest run --project server-http'],
    ['build storybook', 'npx storybook build -o storybook-static --quiet'],
    ['lint', 'npx eslint . --max-warnings 0'],
    ['typecheck', 'npx tsc --noEmit -p tsconfig.json'],
    ['build app', 'npx vite build'],
    ['format and commit subjects', 'npx prettier --check . && node tools/check-commits.mjs'],
    // What e2e's server project serves (playwright.config.ts), built here, where the other lane
    // still has work, rather than by the first server as the e2e step starts, its journeys waiting.
    ['build app for the server', 'GLAMOUR_DIST_DIR=dist-remote node tools/serve.mjs --build-only'],
  ],
  // Story tests and e2e each in a phase of its own: each opens two browser pages and keeps both
  // cores busy. Side by side on 2 cores every journey took about four times as long as on its own,
  // and on CI (2026-12-02) journeys of 14 s on a quiet machine passed their 60 s limit at both
  // attempts. One after the other, each gets the whole machine.
  [
    [
      'stories (play, a11y, screenshots)',
      // Its JSON report (STORIES_REPORT) records each story's attempts and which stories ran.
      // `--teardownTimeout`: after the last story only timers are left, each screenshot's 20 s
      // time limit, which Vitest (4.x) starts and never clears; its default 10 s wait for them
      // then ends the step ('close timed out'), 10 s after the reports are written. One story
      // file (2026-12-04, one run each): 25.8 s with the default, 15.4 s with 2 s, same results.
      'npx vitest run --project storybook --teardownTimeout=2000 --reporter=default --reporter=./tools/stories-json-reporter.mjs',
    ],
  ],
  // playwright.config.ts writes its JSON report (E2E_REPORT) itself.
  [['e2e', 'npx playwright test']],
];

// Steps of a phase run at most this many at a time (TEST_STEPS overrides). Six CPU-bound steps at
// once on 2 cores finish no sooner in total, but each one takes three times as long, and a step
// with its own time limit then fails on a busy machine: with all six at once at load 25-39 (other
// jobs beside), lint took 916 s, typecheck 1026 s, and 'unit over the real server' failed when
// its server's start-up (PGlite) passed its 60 s limit in four files.
const concurrency = Number(process.env.TEST_STEPS) || Math.max(2, availableParallelism());

/** Runs the steps, at most `limit` at a time, in the given order; results in that order. */
async function runPool(steps, limit) {
  const results = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      results[index] = await run(steps[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
  return results;
}

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const only = args.filter((a) => a !== '--serial' && a !== '--list');
const wanted = ([name]) => !only.length || only.some((o) => name.startsWith(o));

if (args.includes('--list')) {
  for (const [name, command] of phases.flat().filter(wanted)) console.log(`${name}\t${command}`);
  process.exit(0);
}

function run([name, command]) {
  const started = Date.now();
  console.log(`━━ start ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      console.log(`\n━━ ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      resolve({ name, ok, seconds, failures: ok ? [] : failureLines(text.toString()) });
    });
  });
}

/**
 * The lines of a failed step's output that name what failed (vitest's `FAIL  project  file > test`
 * and its totals, playwright's numbered failures), so the summary at the end of the log names them:
 * a CI page that keeps only the tail loses the step's own output.
 */
function failureLines(text) {
  const wanted = /^\s*(FAIL\s|×\s|Test Files\s|Tests\s|\d+\)\s|\w*Error\b|Unhandled)/;
  // eslint-disable-next-line no-control-regex -- colour codes, whether or not FORCE_COLOR held
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((line) => wanted.test(line));
  return [...new Set(lines.map((line) => line.trimEnd()))].slice(0, 30);
}

const started = Date.now();
const results = [];
for (const phase of phases) {
  const steps = phase.filter(wanted);
  results.push(...(await runPool(steps, serial ? 1 : concurrency)));
}

// Reports written during this run only: one left by an earlier run says nothing of this one.
const ran = (prefix) => results.some((r) => r.name.startsWith(prefix));
const storiesReport = ran('stories') ? readReport(STORIES_REPORT, started) : null;
const e2eReport = ran('e2e') ? readReport(E2E_REPORT, started) : null;
const flaky = [...flakyInVitest(storiesReport), ...flakyInPlaywright(e2eReport)];
const failedTests = [...failedInVitest(storiesReport), ...failedInPlaywright(e2eReport)];
// Without its report a step's retries are unknown: such a run is not called clean either.
const unreported = [
  ...(ran('stories') && !storiesReport ? [STORIES_REPORT] : []),
  ...(ran('e2e') && !e2eReport ? [E2E_REPORT] : []),
];

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
for (const r of results.filter((result) => result.failures.length)) {
  console.log(`\nwhat failed in ${r.name}:`);
  for (const line of r.failures) console.log(`  ${line.trim()}`);
}
if (storiesReport) {
  console.log('\nslowest story tests (all attempts):');
  for (const t of slowestInVitest(storiesReport, 5))
    console.log(`  ${(t.ms / 1000).toFixed(1)} s  ${t.name} (${t.file})`);
}
if (failedTests.length) {
  // Named here, at the end of the log, where a CI page that keeps only the tail still shows them.
  console.log(`\nFAILED: ${failedTests.length} test(s) failed at every attempt:`);
  for (const t of failedTests) console.log(`  ${describeFlaky(t)}`);
}
if (flaky.length) {
  console.log(`\nFLAKY: ${flaky.length} test(s) failed, then passed on their retry:`);
  for (const t of flaky) console.log(`  ${describeFlaky(t)}`);
}
for (const file of unreported) console.log(`\nno ${file} from this run: retries unknown`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nwhole run: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
console.log(
  failed
    ? 'result: FAILED'
    : flaky.length
      ? `result: passed, NOT clean: ${flaky.length} flaky test(s) above`
      : unreported.length
        ? 'result: passed, NOT known clean: a report is missing (above)'
        : 'result: clean (every test passed at its first attempt)',
);
process.exit(failed ? 1 : 0);
