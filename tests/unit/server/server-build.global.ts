/**
 * Global set-up of the `unit` project: the server built once, as `npm run serve` builds it, into
 * the folder the tests' server processes run from (UNIT_SERVER_BUILD, ./built-process.ts).
 */
import { spawnSync } from 'node:child_process';
import { UNIT_SERVER_BUILD } from './built-process';

export default function setup(): void {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', UNIT_SERVER_BUILD],
    { encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}${build.stdout}`);
}
