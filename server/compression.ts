/** Compression of the API's JSON answers, by Hono's compress middleware (gzip or deflate). */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * `api.use(compressAnswers())`: a JSON answer of at least MIN_COMPRESSED_BYTES goes gzip- (or
 * deflate-) compressed when the request accepts it, with `Vary: Accept-Encoding`. Hono's `c.json()`
 * sends no Content-Length, and `compress()` compresses every body without one, so a JSON answer is
 * measured first: a small one (`{"ok":true}`) is left alone.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressing = compress({ threshold: MIN_COMPRESSED_BYTES });
  return (c, next) =>
    compressing(c, async () => {
      await next();
      const type = c.res.headers.get('content-type') ?? '';
      if (!c.res.body || c.res.headers.has('content-length') || !/^application\/json\b/.test(type))
        return;
      const bytes = await c.res.arrayBuffer();
      c.res = new Response(bytes, c.res);
      c.header('Content-Length', String(bytes.byteLength));
    });
}
