/**
 * The rendered public pages this process keeps, by normalized URL, until the catalogue changes: the
 * catalogue's NOTIFY (any process, any SQL) drops them all, as it drops the catalogue cache
 * (server/db/catalog-cache.ts hands its notifications on here). While notifications are not
 * arriving nothing is kept, and a render that began before a change is never kept (the generation
 * moved on). Bounded (an LRU by bytes), and one render per URL at a time however many ask.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createChangeCache } from './change-cache';
import type { Listener } from './db/sql';

export interface CachedPage {
  status: number;
  /** The document, UTF-8. */
  body: Buffer<ArrayBuffer>;
  /** A weak validator of the body (its compressed copies are the same page). */
  etag: string;
  /**
   * Compressed copies, made on the first request that accepts each. The brotli copy is made
   * quickly first, then again at brotli's best quality off the main thread, which replaces it.
   */
  br?: Buffer<ArrayBuffer>;
  gzip?: Buffer<ArrayBuffer>;
}

export type Encoding = 'br' | 'gzip';

export function cachedPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { status, body, etag: `W/"${hash}"` };
}

/** The page's body in `encoding`, compressed once and kept with the page. */
export function encoded(page: CachedPage, encoding: Encoding): Buffer<ArrayBuffer> {
  if (encoding === 'gzip') return (page.gzip ??= gzipSync(page.body, { level: 6 }));
  if (page.br) return page.br;
  // Quality 5 for the request that waits (about 1 ms for a product page); then quality 11 in
  // libuv's thread pool (about 45 ms, off the event loop) for every request after it: 8 % fewer
  // bytes for the product page, what a cached page's throughput and a phone's download hang on.
  const sizeHint = { [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length };
  const quick = brotliCompressSync(page.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, ...sizeHint },
  });
  page.br = quick;
  brotliCompress(
    page.body,
    { params: { [constants.BROTLI_PARAM_QUALITY]: 11, ...sizeHint } },
    (error, best) => {
      if (!error && page.br === quick && best.length < quick.length)
        page.br = best as Buffer<ArrayBuffer>;
    },
  );
  return quick;
}

export interface PageCacheOptions {
  /** Whether notifications arrive from the start (a store with no database: nothing to hear). */
  live?: boolean;
  /** At most this many bytes of documents (their compressed copies not counted). */
  maxBytes?: number;
}

export interface PageCache {
  /** The page at `key`, rendered by `render` when it is not kept (null: nothing to serve). */
  get(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null>;
  /** Drops every page (the catalogue changed). */
  invalidate(): void;
  /** For the catalogue cache to hand its notifications on. */
  readonly listener: Listener;
  readonly size: number;
}

export function createPageCache({
  live,
  maxBytes = 64 * 1024 * 1024,
}: PageCacheOptions = {}): PageCache {
  const pages = createChangeCache<CachedPage, CachedPage | null>({
    live,
    maxSize: maxBytes,
    sizeOf: (page) => page.body.length,
    keep: (page): page is CachedPage => page !== null,
  });
  return {
    get: async (key, render) => (await pages.get(key, render)) ?? null,
    invalidate: pages.invalidate,
    listener: pages.listener,
    get size() {
      return pages.size;
    },
  };
}
