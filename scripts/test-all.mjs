// `npm test`: every check (format, lint, types, unit, story tests with a11y and screenshots, builds, end-to-end).
// Steps that do not depend on each other run side by side, in two phases: the quick checks and both
// builds first, then story tests beside e2e (which needs the builds). Each step's output is kept and
// printed whole when the step ends, so logs do not interleave. Runs every step even after a failure,
// prints a summary, exits non-zero if any failed. `npm test -- e2e` runs the steps whose name starts
// with an argument; `--serial` runs one step at a time.
import { spawn } from 'node:child_process';

const phases = [
  [
    ['format', 'npx prettier --check .'],
    ['lint', 'npx eslint . --max-warnings 0'],
    ['typecheck', 'npx tsc --noEmit -p tsconfig.json'],
    ['unit', 'npx vitest run --project unit'],
    ['unit over the real server', 'npx vitest run --project server-http'],
    [
      'security (attacks on the server process, PGlite and PostgreSQL)',
      'npx vitest run --project security',
    ],
    ['build app', 'npx vite build'],
    ['build storybook', 'npx storybook build -o storybook-static --quiet'],
  ],
  [
    ['stories (play, a11y, screenshots)', 'npx vitest run --project storybook'],
    ['e2e', 'npx playwright test'],
  ],
];

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const only = args.filter((a) => a !== '--serial');
const wanted = ([name]) => !only.length || only.some((o) => name.startsWith(o));

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
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok, seconds });
    });
  });
}

const started = Date.now();
const results = [];
for (const phase of phases) {
  const steps = phase.filter(wanted);
  if (serial) for (const step of steps) results.push(await run(step));
  else results.push(...(await Promise.all(steps.map(run))));
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`whole run: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
