// @ts-check
// A built folder served as a real host serves it, by the server's own static host (server/static.ts,
// whose entry server/static-main.ts is built as dist-server/static.js): the build's brotli or gzip
// copies by Accept-Encoding, year-long immutable caching of the hashed /assets/*, `no-cache` for
// HTML, prerendered pages, the SPA shell for other pages. The one way the tools serve a build: the
// bench serves dist/ with it, the e2e run the static Storybook under /storybook/.
// Builds dist-server/ first when it is missing or older than the static host's sources.
// Usage: node tools/serve-static.mjs [dir=dist] [port=4380] [basePath=/] [host=127.0.0.1]
// (the arguments of dist-server/static.js itself).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

const STATIC_ENTRY = 'dist-server/static.js';
/** What dist-server/static.js is built from. */
const STATIC_INPUTS = ['server/static.ts', 'server/static-main.ts', 'server/vite.config.ts'];

/**
 * @typedef {{ root: string, basePath?: string, port: number, host?: string }} StaticServerOptions
 * @typedef {(options: StaticServerOptions) => Promise<import('node:http').Server>} StartStaticServer
 */

/** @returns {Promise<StartStaticServer>} `startStaticServer` of dist-server/static.js, built first when stale. */
async function loadStaticServer() {
  if (buildIsStale(STATIC_ENTRY, STATIC_INPUTS)) {
    const { status } = spawnSync('npx', ['vite', 'build', '--config', 'server/vite.config.ts'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (status !== 0) throw new Error('building dist-server/ failed');
  }
  const entry = await import(pathToFileURL(path.resolve(STATIC_ENTRY)).href);
  return entry.startStaticServer;
}

/**
 * Serves `root` under `basePath` on `host:port` (0 picks a free port); resolves to the listening
 * http.Server once it accepts connections.
 * @param {StaticServerOptions} options
 */
export async function startStaticServer(options) {
  const start = await loadStaticServer();
  return start(options);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const [dir = 'dist', port = '4380', basePath = '/', host = '127.0.0.1'] = process.argv.slice(2);
  const server = await startStaticServer({ root: dir, basePath, port: Number(port), host });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.info(`serving ${path.resolve(dir)} at http://${host}:${bound}${basePath}`);
}
