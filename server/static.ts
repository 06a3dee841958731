/**
 * The production build (dist/) as a real host serves it: a file as it is when it exists (prerendered
 * pages too: `/products` → dist/products/index.html or dist/products.html), the SPA's index.html for
 * any other page path, 404 (dist/404.html when the build has one) for a missing file. Hashed files
 * under /assets/ are cached for a year as immutable; pages are revalidated on every visit. Text is
 * sent brotli- or gzip-compressed when the browser accepts it; compressed copies are kept in memory
 * (the build does not change while the process runs).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts (brotli first), or none. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  level: 'fast' | 'best',
): Promise<Uint8Array> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  return gzipAsync(body, { level: level === 'best' ? 9 : 6 });
}

export function isCompressible(contentType: string | null, size: number): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType) && size >= MIN_COMPRESS_BYTES;
}

interface Found {
  file: string;
  status: number;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const compressed = new Map<string, Promise<Uint8Array>>();

  /** Which file answers `pathname`, and with which status; undefined when dist/ lacks even index.html. */
  async function resolve(pathname: string): Promise<Found | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    // Never outside dist/: normalise, then make sure the result is still under it.
    const relative = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
    const target = path.join(root, relative);
    if (target !== root && !target.startsWith(root + path.sep)) return notFound();
    const trimmed = target.replace(/[\\/]+$/, '');
    for (const candidate of [target, path.join(trimmed, 'index.html'), `${trimmed}.html`]) {
      if (candidate.startsWith(root) && (await isFile(candidate)))
        return { file: candidate, status: 200 };
    }
    // A missing file (it has an extension) is a 404; any other path is a page of the SPA.
    if (path.extname(relative) !== '' || relative.startsWith('/assets/')) return notFound();
    // The empty app shell the prerendering build keeps (app.html), so a session page (/cart) never
    // paints the prerendered home first; a build without prerendering has only index.html.
    for (const shell of [path.join(root, 'app.html'), path.join(root, 'index.html')])
      if (await isFile(shell)) return { file: shell, status: 200 };
    return undefined;
  }

  async function notFound(): Promise<Found | undefined> {
    const page = path.join(root, '404.html');
    return (await isFile(page)) ? { file: page, status: 404 } : { file: '', status: 404 };
  }

  function cacheControl(file: string, pathname: string): string {
    if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
    if (file.endsWith('.html')) return 'no-cache';
    return 'public, max-age=3600';
  }

  return async function serve(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    const found = await resolve(pathname);
    if (!found)
      return new Response('The app is not built: run `npm run serve`, which builds it.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    if (found.file === '')
      return new Response('Not Found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    const type = TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    const headers = new Headers({
      'content-type': type,
      'cache-control': found.status === 200 ? cacheControl(found.file, pathname) : 'no-cache',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
    });
    let body: Uint8Array = await readFile(found.file);
    const encoding = pickEncoding(request.headers.get('accept-encoding'));
    if (encoding && isCompressible(type, body.byteLength)) {
      const key = `${found.file}\0${encoding}`;
      let pending = compressed.get(key);
      if (!pending) {
        pending = compress(body, encoding, 'best');
        compressed.set(key, pending);
        pending.catch(() => compressed.delete(key));
      }
      body = await pending;
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : (body as BodyInit), {
      status: found.status,
      headers,
    });
  };
}
