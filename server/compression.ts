/**
 * The server's one Accept-Encoding negotiation (`negotiateEncoding`), for the rendered pages' kept
 * copies (server/pages.ts: brotli or gzip) and the API's JSON answers (`compressAnswers`: gzip or
 * deflate).
 */
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The content codings this server sends. */
export type ContentCoding = 'br' | 'gzip' | 'deflate';

/** What a rendered page is kept in (server/page-cache.ts), in the server's order of preference. */
export const PAGE_CODINGS = ['br', 'gzip'] as const satisfies readonly ContentCoding[];
/** What a JSON answer is compressed in, in the server's order of preference. */
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

/** An answer's Vary once its body depends on Accept-Encoding too. */
export function withVary(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const compressors = { gzip: promisify(gzip), deflate: promisify(deflate) };

/** An answer that is JSON, whole, not compressed yet, and not marked `no-transform`. */
function compressible(method: string, answer: Response): boolean {
  const { headers } = answer;
  return (
    method !== 'HEAD' &&
    answer.status !== 206 &&
    answer.body !== null &&
    /^application\/json\b/i.test(headers.get('content-type') ?? '') &&
    !headers.has('content-encoding') &&
    !headers.has('transfer-encoding') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')
  );
}

/**
 * `api.use(compressAnswers())`: a JSON answer of at least MIN_COMPRESSED_BYTES goes in the coding
 * `negotiateEncoding` picks of gzip and deflate, with `Vary: Accept-Encoding` and its length. Hono's
 * `c.json()` sends no Content-Length, so the answer is read once, whole, to be measured: a small one
 * (`{"ok":true}`) goes as those bytes with their length, a larger one is compressed from them by
 * zlib off the event loop (no second web Response streamed through a CompressionStream). A request
 * that accepts neither coding goes straight through: reading an answer makes the Node server build
 * a whole web Response, and it sends a string body's length itself.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), JSON_CODINGS);
    if (!encoding) return next();
    await next();
    const answer = c.res;
    if (!compressible(c.req.method, answer)) return;
    const declared = answer.headers.get('content-length');
    if (declared !== null && Number(declared) < MIN_COMPRESSED_BYTES) return;
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    let body = bytes;
    if (bytes.byteLength >= MIN_COMPRESSED_BYTES) {
      body = await compressors[encoding](bytes);
      headers.set('content-encoding', encoding);
      headers.set('vary', withVary(headers.get('vary')));
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    headers.set('content-length', String(body.byteLength));
    // Unset first: assigning over an answer would copy its old headers onto the new one (its
    // Vary, its length) and wrap the new one in yet another Response.
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers });
  };
}
