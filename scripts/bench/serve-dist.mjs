// Serves the production build as a real host would, for the bench: brotli or gzip by Accept-Encoding,
// year-long immutable caching of the hashed /assets/*, `no-cache` for HTML, a prerendered page's
// `dist/<route>/index.html` when there is one, otherwise the SPA fallback dist/index.html (the app's
// router then shows the page, or its not-found screen).
// The real server (server/, Hono) sends the same headers; this stays small on purpose.
// Usage: node scripts/bench/serve-dist.mjs [dir=dist] [port=4380]
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a path answers with: the file itself, a prerendered `<path>/index.html`, or the SPA shell. */
export function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, '.' + decoded);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (isFile(file)) return file;
  const page = path.join(file, 'index.html');
  if (isFile(page)) return page;
  // A missing hashed asset is a 404, never the HTML shell (a module script given HTML breaks).
  if (decoded.startsWith('/assets/') || path.extname(decoded) !== '') return undefined;
  // The empty app shell (the prerendering build's app.html), never the prerendered home.
  const shell = path.join(root, 'app.html');
  return isFile(shell) ? shell : path.join(root, 'index.html');
}

export function startServer({ dir = 'dist', port = 4380, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const cache = new Map();
  const encoded = (file, encoding) => {
    const key = `${file}\0${encoding}`;
    if (!cache.has(key)) {
      const data = readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(data, { level: 9 })
            : data,
      );
    }
    return cache.get(key);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(root, url.pathname);
    if (!file) {
      res.writeHead(file === null ? 400 : 404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const ext = path.extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? 'identity'
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : 'identity';
    const body = encoded(file, encoding);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'no-cache'
          : 'public, max-age=3600',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(Number(port), host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4380'] = process.argv.slice(2);
  const server = await startServer({ dir, port: Number(port) });
  const { port: bound } = server.address();
  console.log(`serving ${path.resolve(dir)} compressed at http://127.0.0.1:${bound}/`);
}
