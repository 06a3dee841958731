// Serves a built folder under a URL prefix (e.g. the static Storybook at /storybook/), as a sub-path
// host would, through the server's own static host (server/static.ts, built as dist-server/static.js).
// Usage: node scripts/serve-static.mjs <dir> <prefix> <port>
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STATIC_ENTRY = path.resolve('dist-server/static.js');

/** `startStaticServer` from dist-server/static.js, which is built first when it is missing. */
export async function loadStaticServer() {
  if (!existsSync(STATIC_ENTRY)) {
    const { status } = spawnSync('npx', ['vite', 'build', '--config', 'server/vite.config.ts'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (status !== 0) throw new Error('building dist-server/ failed');
  }
  const { startStaticServer } = await import(pathToFileURL(STATIC_ENTRY).href);
  return startStaticServer;
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const [dir = 'storybook-static', prefix = '/storybook/', port = '6008'] = process.argv.slice(2);
  const startStaticServer = await loadStaticServer();
  await startStaticServer({ root: dir, basePath: prefix, port: Number(port) });
  console.log(`serving ${path.resolve(dir)} at http://127.0.0.1:${port}${prefix}`);
}
