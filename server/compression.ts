/**
 * The server's one Accept-Encoding negotiation (`negotiateEncoding`), for the rendered pages' kept
 * copies (server/pages.ts: brotli or gzip) and the API's JSON answers (`compressAnswers`: gzip or
 * deflate, compressed by Hono's compress middleware).
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/** The content codings this server sends. */
export type ContentCoding = 'br' | 'gzip' | 'deflate';

/** What a rendered page is kept in (server/page-cache.ts), in the server's order of preference. */
export const PAGE_CODINGS = ['br', 'gzip'] as const satisfies readonly ContentCoding[];
/** What Hono's compress middleware makes of a JSON answer, in the server's order of preference. */
export const JSON_CODINGS = ['gzip', 'deflate'] as const satisfies readonly ContentCoding[];

/**
 * The coding of `offered` (in the server's order of preference) to send for a request's
 * Accept-Encoding, or undefined to send the body as it is. As RFC 9110 has it (Accept-Encoding):
 * a coding named in the header has its own weight; `*` weighs every coding the header does not
 * name; a weight of 0 refuses; a coding neither named nor covered by `*` is refused. The heaviest
 * coding wins, and the server's order breaks a tie. Without the header the body goes as it is.
 */
export function negotiateEncoding<C extends ContentCoding>(
  header: string | undefined,
  offered: readonly C[],
): C | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const weight = (coding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === coding)?.q ??
    accepts.find((accept) => accept.type === '*')?.q ??
    0;
  let best: { coding: C; q: number } | undefined;
  for (const coding of offered) {
    const q = weight(coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * `api.use(compressAnswers())`: a JSON answer of at least MIN_COMPRESSED_BYTES goes in the coding
 * `negotiateEncoding` picks of gzip and deflate, with `Vary: Accept-Encoding`. Hono's `c.json()`
 * sends no Content-Length, and `compress()` compresses every body without one, so a JSON answer is
 * measured first: a small one (`{"ok":true}`) is left alone. A request that accepts neither goes
 * straight through: measuring makes the Node server build a second, whole web Response, and it
 * sends a string body's length itself.
 */
export function compressAnswers(): MiddlewareHandler {
  // Told the coding, compress() sends that one: the choice is negotiateEncoding's alone.
  const compressing = Object.fromEntries(
    JSON_CODINGS.map((encoding) => [
      encoding,
      compress({ encoding, threshold: MIN_COMPRESSED_BYTES }),
    ]),
  ) as Record<(typeof JSON_CODINGS)[number], MiddlewareHandler>;
  return (c, next) => {
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), JSON_CODINGS);
    if (!encoding) return next();
    return compressing[encoding](c, async () => {
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
