/** Compression of the API's JSON answers, by Hono's compress middleware (gzip or deflate). */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * `api.use(compressAnswers())`: a JSON answer of at least MIN_COMPRESSED_BYTES goes gzip- (or
 * deflate-) compressed when the request accepts it, with `Vary: Accept-Encoding`. Hono's `c.json()`
 * sends no Content-Length, and `compress()` compresses every body without one, so a JSON answer is
 * measured first: a small one (`{"ok":true}`) is left alone. A request that accepts neither goes
 * straight through: measuring makes the Node server build a second, whole web Response, and it
 * sends a string body's length itself.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressing = compress({ threshold: MIN_COMPRESSED_BYTES });
  return (c, next) => {
    if (!acceptsCompression(c.req.header('accept-encoding'))) return next();
    return compressing(c, async () => {
      await next();
      const type = c.res.headers.get('content-type') ?? '';
      if (!c.res.body || c.res.headers.has('content-length') || !/^application\/json\b/.test(type))
        return;
      const bytes = await c.res.arrayBuffer();
      c.res = new Response(bytes, c.res);
      c.header('Content-Length', String(bytes.byteLength));
    });
  };
}

/** Whether an Accept-Encoding header takes gzip or deflate (what `compress()` can send). */
export function acceptsCompression(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ??
    accepts.find((a) => a.type === '*')?.q ??
    0;
  return q('gzip') > 0 || q('deflate') > 0;
}
