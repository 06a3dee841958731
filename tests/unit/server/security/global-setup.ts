/**
 * The security suite attacks the built server process (what `npm run serve` runs), so it is built
 * once before the suite, into a folder of its own: the unit project builds its copy at the same
 * time in `npm test` (tests/unit/server/server-build.global.ts), and two builds must not write one
 * folder.
 */
import { spawnSync } from 'node:child_process';
import { SERVER_BUILD_DIR } from './shop';

export default function setup(): void {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', SERVER_BUILD_DIR],
    { encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}${build.stdout}`);
}
