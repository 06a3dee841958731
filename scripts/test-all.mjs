// `npm test`: every check in turn (lint, types, unit, story tests with a11y and screenshots, builds,
// end-to-end). Runs them all even after a failure, prints a summary, exits non-zero if any failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx eslint . --max-warnings 0'],
  ['typecheck', 'npx tsc --noEmit -p tsconfig.json'],
  ['unit', 'npx vitest run --project unit'],
  ['stories (play, a11y, screenshots)', 'npx vitest run --project storybook'],
  ['build app', 'npx vite build'],
  ['build storybook', 'npx storybook build -o storybook-static --quiet'],
  ['e2e', 'npx playwright test'],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n━━ ${name}: ${command}`);
  const { status } = spawnSync(command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
