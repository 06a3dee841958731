// Serves the production build as a real host would, for the bench: through the server's own static
// host (server/static.ts, built as dist-server/static.js), so the figures are the server's: the
// build's brotli or gzip copies by Accept-Encoding, year-long immutable caching of the hashed
// /assets/*, `no-cache` for HTML, prerendered pages, the SPA shell for other pages.
// Usage: node scripts/bench/serve-dist.mjs [dir=dist] [port=4380]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadStaticServer } from '../serve-static.mjs';

/** Resolves to the listening http.Server. */
export async function startServer({ dir = 'dist', port = 4380, host = '127.0.0.1' } = {}) {
  const startStaticServer = await loadStaticServer();
  return startStaticServer({ root: dir, port: Number(port), host });
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const [dir = 'dist', port = '4380'] = process.argv.slice(2);
  const server = await startServer({ dir, port: Number(port) });
  const { port: bound } = server.address();
  console.log(`serving ${path.resolve(dir)} compressed at http://127.0.0.1:${bound}/`);
}
