/**
 * A built folder (dist/, storybook-static/) served as a real host serves it, on @hono/node-server's
 * serveStatic: a file as it is when it exists (prerendered pages too: `/products` →
 * dist/products/index.html or dist/products.html), the SPA's empty shell (app.html, else index.html)
 * for any other page path, 404 (dist/404.html when the build has one) for a missing file. Hashed files
 * under /assets/ are cached for a year as immutable; pages are revalidated on every visit. The brotli
 * and gzip copies the build wrote beside each file (build/compress-plugin.ts) are sent when the
 * browser accepts them: nothing is compressed in the process.
 *
 * A file once sent whole is kept in memory (`keptFiles`) and sent from there while the file on disk
 * is unchanged: no open, read and close of the file, no stream, per request. A page load asks for
 * 60-70 files, and the host shares the machine with the browsers it serves.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { negotiateEncoding, PAGE_CODINGS } from './compression';

export interface ServeBuildOptions {
  /** The built folder; relative to the working directory. */
  root: string;
  /** The URL prefix the folder is served under (e.g. `/storybook`); the site root by default. */
  basePath?: string;
  /** Paths (inside the folder) answered 404 although the file exists. */
  hide?: (pathname: string) => boolean;
  /** At most this many bytes of files kept in memory (0: none; every file read from disk). */
  maxKeptBytes?: number;
}

/**
 * A dotfile or dot-folder anywhere in the path (/.vite/manifest.json, /.glamour-build.json, /.env):
 * build metadata, never content. /.well-known/ is the exception (security.txt, ACME challenges).
 */
const DOTFILE = /(^|\/)\.(?!well-known(\/|$))[^/]*/;

/**
 * A compressed copy (`app.js.br`, `index.html.gz`): sent in place of its file when the browser takes
 * it, never by its own name, so a hidden file's copy cannot give the file away.
 */
const COMPRESSED_COPY = /\.(br|gz)$/i;

/**
 * serveStatic picks a compressed copy by the header's exact tokens (`gzip;q=0.5` or `*` match
 * nothing). It is handed the one coding the server's own negotiation chose (server/compression.ts),
 * so a weight, a refusal or `*` means the same for a built file as for a page or a JSON answer.
 */
function acceptOnlyNegotiated(c: Context, coding: string | undefined): void {
  if (c.req.header('Accept-Encoding') === undefined) return;
  const headers = new Headers(c.req.raw.headers);
  if (coding) headers.set('Accept-Encoding', coding);
  else headers.delete('Accept-Encoding');
  c.req.raw = new Request(c.req.raw, { headers });
}

/** A file as it was sent (the copy the coding chose), with serveStatic's headers for it. */
interface KeptFile {
  /** The file on disk that was sent (`….js.br` for the brotli copy). */
  readonly file: string;
  readonly mtimeMs: number;
  readonly body: Uint8Array<ArrayBuffer>;
  /** Content-Type, Content-Encoding, Content-Length, Last-Modified (lower-case names). */
  readonly headers: Readonly<Record<string, string>>;
}

/** Larger files are streamed from disk on every request, as before. */
const MAX_KEPT_FILE_BYTES = 1024 * 1024;

/**
 * The built files kept in memory, by request path and coding: at most `maxBytes`, the least
 * recently sent dropped first. A kept file is sent only while its file on disk has the same
 * modification time and size (one stat, no read): a new build in the folder is served at once.
 */
function keptFiles(maxBytes: number) {
  const kept = new LRUCache<string, KeptFile>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.byteLength + key.length,
  });
  /** The file serveStatic found for a request (its onFound), when it sent one whole. */
  const found = new WeakMap<Context, string>();
  return {
    found,
    /** The kept answer for the key, if its file is unchanged since. */
    get(key: string): KeptFile | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      const now = statSync(entry.file, { throwIfNoEntry: false });
      if (now?.isFile() && now.mtimeMs === entry.mtimeMs && now.size === entry.body.byteLength)
        return entry;
      kept.delete(key);
      return undefined;
    },
    /**
     * Keeps what serveStatic is sending for this request (a whole file it found by the request's
     * path, small enough) and sends it from memory too.
     */
    async keep(key: string, c: Context): Promise<void> {
      const file = found.get(c);
      const { res } = c;
      const size = Number(res.headers.get('content-length'));
      if (!file || res.status !== 200 || !res.body || !(size <= MAX_KEPT_FILE_BYTES)) return;
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats || stats.size !== size) return;
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-encoding', 'content-length', 'last-modified']) {
        const value = res.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength === size) kept.set(key, { file, mtimeMs: stats.mtimeMs, body, headers });
      c.res = new Response(body, { status: 200, headers: res.headers });
    },
  };
}

export const NOT_BUILT_MESSAGE = 'The app is not built: run `npm run serve`, which builds it.';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControl(status: number, pathname: string, contentType: string | undefined): string {
  if (status !== 200 && status !== 206) return 'no-cache';
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  if (contentType?.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The app that serves `root` under `basePath`; mount it after every other route (it answers all). */
export function serveBuild({
  root,
  basePath = '/',
  hide,
  maxKeptBytes = 64 * 1024 * 1024,
}: ServeBuildOptions): Hono {
  const base = basePath.replace(/\/+$/, '');
  const app = base === '' ? new Hono() : new Hono().basePath(base);
  /** The request's path inside the folder (what serveStatic and the rules below look at). */
  const inside = (requestPath: string) => requestPath.slice(base.length) || '/';

  const folder = path.resolve(root);
  if (!existsSync(folder))
    console.warn(`[glamour] ${folder} does not exist (yet): nothing to serve`);
  const kept = maxKeptBytes > 0 ? keptFiles(maxKeptBytes) : undefined;
  // serveStatic's own `root` warns once per middleware when the folder is missing, so each is given
  // the absolute file instead (its check against `..` and `//` runs on the request path before).
  const file = (options: Parameters<typeof serveStatic>[0]): MiddlewareHandler =>
    serveStatic({ precompressed: true, ...options });
  // The two that serve a file by its own path record it, to be kept (the shell and the 404 page
  // answer any path: they are not kept by path).
  const onFound = (found: string, c: Context) => {
    kept?.found.set(c, found);
  };
  /** The file itself, or the folder's index.html. */
  const asIs = file({
    rewriteRequestPath: (requestPath) => path.join(folder, inside(requestPath)),
    onFound,
  });
  /** `/about` or `/about/` → about.html. */
  const asHtml = file({
    rewriteRequestPath: (requestPath) =>
      path.join(folder, `${inside(requestPath).replace(/\/+$/, '')}.html`),
    onFound,
  });
  // The empty app shell the prerendering build keeps (app.html), so a session page (/cart) never
  // paints the prerendered home first; a build without prerendering has only index.html.
  const shells = ['app.html', 'index.html'].map((name) => file({ path: path.join(folder, name) }));
  const notFoundPage = file({ path: path.join(folder, '404.html') });

  /** What a serveStatic middleware answers on its own, or undefined when it has no such file. */
  async function tryFile(handler: MiddlewareHandler, c: Context): Promise<Response | undefined> {
    const answer = await handler(c, async () => {});
    return answer instanceof Response ? answer : undefined;
  }

  app.get('*', async (c, next) => {
    await next();
    const pathname = inside(c.req.path);
    c.header(
      'Cache-Control',
      cacheControl(c.res.status, pathname, c.res.headers.get('content-type') ?? undefined),
    );
    c.header('Vary', 'Accept-Encoding');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  const notFound = async (c: Context) => {
    const page = await tryFile(notFoundPage, c);
    if (!page) return c.text('Not Found', 404);
    return new Response(page.body, { status: 404, headers: page.headers });
  };
  app.get('*', async (c, next) => {
    const pathname = inside(c.req.path);
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return notFound(c);
    }
    if (DOTFILE.test(decoded) || COMPRESSED_COPY.test(decoded) || hide?.(decoded))
      return notFound(c);
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'), PAGE_CODINGS);
    // A byte range is serveStatic's to answer; a HEAD is answered from a GET's kept copy.
    const keeper = c.req.header('Range') === undefined ? kept : undefined;
    const key = `${coding ?? 'identity'} ${pathname}`;
    const entry = keeper?.get(key);
    if (entry)
      return new Response(c.req.method === 'HEAD' ? null : entry.body, {
        status: 200,
        headers: entry.headers,
      });
    acceptOnlyNegotiated(c, coding);
    await next();
    if (c.req.method === 'GET') await keeper?.keep(key, c);
  });
  app.get('*', asIs, asHtml, async (c) => {
    const pathname = inside(c.req.path);
    // A missing file (it has an extension) is a 404; any other path is a page of the SPA.
    if (path.posix.extname(pathname) !== '' || pathname.startsWith('/assets/')) return notFound(c);
    for (const shell of shells) {
      const page = await tryFile(shell, c);
      if (page) return page;
    }
    return c.text(NOT_BUILT_MESSAGE, 503);
  });
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}
