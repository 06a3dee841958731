/**
 * The API's public catalogue answers this process keeps: `GET /api/products/:id`, the whole list
 * (`GET /api/products`), any page of the listing's query (`GET /api/products?page=…&…`) and
 * `GET /api/categories`, as the bytes the API sent, until the catalogue changes. As the rendered
 * pages (./page-cache.ts): the catalogue's NOTIFY (any process, any SQL) or a change of this
 * process drops them all (server/db/catalog-cache.ts hands its notifications on); while
 * notifications are not arriving nothing is kept, and an answer asked for before a change is never
 * kept (the generation moved on). Bounded (an LRU by bytes), one load per key at a time.
 *
 * A kept answer goes out whole, before the rest of the server's middleware: its bytes, or its gzip
 * or deflate copy made once, with Content-Length and the very headers the middleware would add
 * (the security headers, `Cache-Control: no-store` for a request with a token, Vary), each record
 * made once per answer. Only the API's normalized, bounded queries are keys (`parseProductQuery`):
 * junk parameters, repeated values or another order of them find the same answer, and a query the
 * API refuses is never kept.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { isProductQuery, parseProductQuery } from '@/domain/product-query';
import { JSON_CODINGS, MIN_COMPRESSED_BYTES, negotiateEncoding, withVary } from './compression';
import { createChangeCache, type ChangeCache } from './change-cache';

export interface KeptAnswer {
  readonly status: number;
  readonly body: Buffer<ArrayBuffer>;
  /** The API's own headers (lower-case names), its length left out. */
  readonly headers: Readonly<Record<string, string>>;
  /** Compressed copies, made on the first request that accepts each. */
  gzip?: Buffer<ArrayBuffer>;
  deflate?: Buffer<ArrayBuffer>;
}

/** A kept answer, not a Response (whose body is a stream or null, never bytes). */
export const isKept = (answer: KeptAnswer | Response): answer is KeptAnswer =>
  Buffer.isBuffer(answer.body);

export interface AnswerCacheOptions {
  /** Whether notifications arrive from the start (tests). */
  live?: boolean;
  /** At most this many bytes of JSON (their compressed copies, smaller, not counted). */
  maxBytes?: number;
}

/** See ./change-cache.ts: an answer not to keep (a Response) goes to its loader only. */
export type AnswerCache = ChangeCache<KeptAnswer, KeptAnswer | Response>;

export function createAnswerCache({
  live,
  maxBytes = 32 * 1024 * 1024,
}: AnswerCacheOptions = {}): AnswerCache {
  return createChangeCache<KeptAnswer, KeptAnswer | Response>({
    live,
    maxSize: maxBytes,
    sizeOf: (answer, key) => answer.body.length + key.length,
    keep: isKept,
  });
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** C0 controls, DEL and C1 controls (backend/middleware/input.ts refuses them in a URL). */
// eslint-disable-next-line no-control-regex -- finding control characters is this check's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

/**
 * Whether the API takes the URL's text at all (backend/middleware/input.ts: every path segment and
 * query part decodes, and holds no control character). A serialized URL holds none but escaped.
 */
function acceptedText(pathname: string, search: string): boolean {
  if (!pathname.includes('%') && !search.includes('%')) return true;
  for (const part of [...pathname.split('/'), ...search.slice(1).split(/[&=]/)]) {
    let text: string;
    try {
      text = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
    if (CONTROL.test(text)) return false;
  }
  return true;
}

const PRODUCT_PATH = /^\/api\/products\/([^/]+)$/;

/**
 * The key of a public catalogue read, or null for any other request (and for a query the API
 * refuses): the routes read no parameter but the listing's query, so every other one is left out,
 * and the query is keyed as the API reads it, its filter values once each in one order.
 */
export function answerKey(pathname: string, search: string): string | null {
  if (!acceptedText(pathname, search)) return null;
  if (pathname === '/api/categories') return 'categories';
  if (pathname === '/api/products') {
    const params = new URLSearchParams(search);
    if (!isProductQuery(params)) return 'products';
    const parsed = parseProductQuery(params);
    if (!parsed.ok) return null;
    const { q, categories, brands, rating, maxPrice, sort, page, pageSize } = parsed.query;
    return `products?${JSON.stringify([
      q,
      [...categories].sort(byCodeUnit),
      [...brands].sort(byCodeUnit),
      rating,
      maxPrice,
      sort,
      page,
      pageSize,
    ])}`;
  }
  const product = PRODUCT_PATH.exec(pathname);
  return product ? `product ${product[1]}` : null;
}

/** The API's answer as one to keep: a whole, uncompressed 200 JSON answer; otherwise the answer. */
export async function keptAnswer(response: Response): Promise<KeptAnswer | Response> {
  const { headers } = response;
  if (
    response.status !== 200 ||
    response.body === null ||
    !/^application\/json\b/i.test(headers.get('content-type') ?? '') ||
    headers.has('content-encoding') ||
    headers.has('transfer-encoding') ||
    headers.has('set-cookie') ||
    // A policy of its own (no-transform, private…) is the answer's to keep: this cache adds its own.
    headers.has('cache-control')
  )
    return response;
  const own: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name !== 'content-length') own[name] = value;
  });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    headers: own,
  };
}

type Way = 'gzip' | 'deflate' | 'identity';
type HeaderRecord = Record<string, string>;

/** Each answer's header records by the way it goes ('gzip', 'identity:no-store'…), made once. */
const recordsOf = new WeakMap<KeptAnswer, Map<string, HeaderRecord>>();

function bodyOf(answer: KeptAnswer, way: Way): Buffer<ArrayBuffer> {
  if (way === 'gzip') return (answer.gzip ??= gzipSync(answer.body));
  if (way === 'deflate') return (answer.deflate ??= deflateSync(answer.body));
  return answer.body;
}

/**
 * What compressAnswers() (./compression.ts) and the security middleware would send with it: the
 * API's headers, the coding, Vary and a weak ETag when compressed, the length, `no-store` when the
 * request carries a token (./security-headers.ts `noStoreForPersonalData`).
 */
function recordOf(answer: KeptAnswer, security: HeaderRecord, way: Way, personal: boolean) {
  const name = personal ? `${way}:no-store` : way;
  let records = recordsOf.get(answer);
  if (!records) recordsOf.set(answer, (records = new Map()));
  let record = records.get(name);
  if (!record) {
    record = { ...answer.headers, ...security };
    if (way !== 'identity') {
      record['content-encoding'] = way;
      record.vary = withVary(answer.headers.vary ?? null);
      const etag = answer.headers.etag;
      if (etag && !etag.startsWith('W/')) record.etag = `W/${etag}`;
    }
    if (personal) record['cache-control'] = 'no-store';
    record['content-length'] = String(bodyOf(answer, way).length);
    records.set(name, record);
  }
  return record;
}

export interface ServeAnswersOptions {
  cache: AnswerCache;
  /** The API, once the server is ready (until then the rest of the server answers). */
  api: () => { fetch(request: Request, env?: unknown): Response | Promise<Response> } | undefined;
  /** The security headers every answer carries (./security-headers.ts), worked out once. */
  securityHeaders: Promise<HeaderRecord>;
}

/** A loaded answer not to keep, handed to the server's own API route for this request. */
const handedOn = new WeakMap<Request, Response>();

/** The API's answer `serveAnswers` already has for this request, if any (sent as any other). */
export function answerHandedOn(c: Context): Response | undefined {
  const answer = handedOn.get(c.req.raw);
  handedOn.delete(c.req.raw);
  return answer;
}

/** The key of a request's URL (absolute, as a Request has it), or null. */
function keyOfUrl(url: string): string | null {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  if (query === -1) return answerKey(url.slice(start), '');
  const target = url.slice(start);
  const known = keysOfTargets.get(target);
  if (known !== undefined) return known || null;
  const key = answerKey(url.slice(start, query), url.slice(query));
  if (target.length <= 512) keysOfTargets.set(target, key ?? '');
  return key;
}
/** A query's key ('' for none) by its spelling, worked out once for the shorter ones. */
const keysOfTargets = new LRUCache<string, string>({ max: 2_000 });

/** The coding of each Accept-Encoding a client sends (a few values in practice), worked out once. */
const codingsOfAccept = new LRUCache<string, Way>({ max: 200 });
function jsonCoding(accept: string | undefined): Way {
  if (accept === undefined) return 'identity';
  let way = codingsOfAccept.get(accept);
  if (way === undefined) {
    way = negotiateEncoding(accept, JSON_CODINGS) ?? 'identity';
    if (accept.length <= 256) codingsOfAccept.set(accept, way);
  }
  return way;
}

type HeaderOf = (name: string) => string | undefined;

/** A request header, read from Node's own header object when served by Node (no web Headers). */
function headerReader(request: Request, env: unknown): HeaderOf {
  const incoming = (env as Partial<HttpBindings> | undefined)?.incoming?.headers;
  if (incoming) return (name) => incoming[name] as string | undefined;
  return (name) => request.headers.get(name) ?? undefined;
}

function send(answer: KeptAnswer, security: HeaderRecord, method: string, header: HeaderOf) {
  const way =
    answer.body.length >= MIN_COMPRESSED_BYTES ? jsonCoding(header('accept-encoding')) : 'identity';
  const record = recordOf(answer, security, way, Boolean(header('authorization')));
  // The kept buffer itself (a Buffer is a Uint8Array): Node writes it as it is.
  return new Response(method === 'HEAD' ? null : bodyOf(answer, way), {
    status: answer.status,
    headers: record,
  });
}

export interface AnswerServer {
  /**
   * A kept answer for the request at once, before any routing or middleware (the Node server
   * sends an answer it gets synchronously straight away); undefined: the app answers.
   */
  now(request: Request, env?: unknown): Response | undefined;
  /**
   * Mounted first on /api/*: a public catalogue read answers from the cache, or from the API and is
   * kept; every other request, and an answer not to keep, goes on through the server's middleware.
   */
  middleware: MiddlewareHandler<{ Bindings: HttpBindings }>;
}

export function serveAnswers({ cache, api, securityHeaders }: ServeAnswersOptions): AnswerServer {
  let security: HeaderRecord | undefined;
  void securityHeaders.then((record) => (security = record));
  return {
    now(request, env) {
      const { method } = request;
      if (!security || (method !== 'GET' && method !== 'HEAD') || !api()) return undefined;
      const key = keyOfUrl(request.url);
      const answer = key === null ? undefined : cache.peek(key);
      return answer && send(answer, security, method, headerReader(request, env));
    },
    async middleware(c, next) {
      const { method } = c.req;
      if (method !== 'GET' && method !== 'HEAD') return next();
      const shop = api();
      if (!shop) return next();
      const key = keyOfUrl(c.req.raw.url);
      if (key === null) return next();

      let answer: KeptAnswer | Response | undefined = cache.peek(key);
      if (!answer) {
        // A HEAD is answered from the GET's answer (the API's own HEAD has no body to keep).
        const head = method === 'HEAD';
        const request = head
          ? new Request(c.req.raw.url, { headers: c.req.raw.headers })
          : c.req.raw;
        answer = await cache.get(key, async () => keptAnswer(await shop.fetch(request, c.env)));
        if (!answer) return next();
        if (!isKept(answer)) {
          // Not one to keep: a GET's goes on as the answer; a HEAD asks the API as a HEAD.
          if (!head) handedOn.set(c.req.raw, answer);
          return next();
        }
      }
      return send(
        answer,
        security ?? (await securityHeaders),
        method,
        headerReader(c.req.raw, c.env),
      );
    },
  };
}
