// `npm run serve`: the shop for real shoppers. Builds the app for remote mode when dist/ is missing,
// was built for another mode (VITE_API_MODE=remote: no simulated back end in any chunk) or is older
// than a file it is built from (a build left from before a change is never served), builds the
// server (dist-server/main.js), then runs it on PORT (default 8080). Configuration: docs/server.md.
// `--build-only` builds and stops (tests and the bench start the processes themselves); `--no-build`
// runs what another process built (the e2e run's second server, started once the first answers).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS, buildIsStale } from './build-freshness.mjs';

// GLAMOUR_DIST_DIR builds and serves another folder (the e2e server project keeps dist/ for the mock build).
const DIST = process.env.GLAMOUR_DIST_DIR || 'dist';
const MARKER = path.join(DIST, '.glamour-build.json');
const buildOnly = process.argv.includes('--build-only');
const noBuild = process.argv.includes('--no-build');
const SERVER_MAIN = 'dist-server/main.js';

function builtMode() {
  try {
    return JSON.parse(readFileSync(MARKER, 'utf8')).mode;
  } catch {
    return undefined;
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (noBuild) {
  for (const file of [path.join(DIST, 'index.html'), SERVER_MAIN]) {
    if (!existsSync(file)) {
      console.error(`[glamour] --no-build: ${file} is missing; run \`npm run serve\` once first`);
      process.exit(1);
    }
  }
} else if (
  !existsSync(path.join(DIST, 'index.html')) ||
  builtMode() !== 'remote' ||
  buildIsStale(MARKER, BUILD_INPUTS)
) {
  console.info(`[glamour] building the app for server mode (VITE_API_MODE=remote) into ${DIST}/`);
  run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], { VITE_API_MODE: 'remote' });
  writeFileSync(MARKER, JSON.stringify({ mode: 'remote', builtAt: new Date().toISOString() }));
}
if (!noBuild) {
  run('npx', ['vite', 'build', '--config', 'server/vite.config.ts'], {
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  });
}
if (buildOnly) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
