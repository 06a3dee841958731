/**
 * The prerendered pages (built by src/prerender.tsx) and what they hand the client: which path the
 * HTML shows and the query data it was rendered from, in a `<script type="application/json">` (data,
 * not code: the shop's Content-Security-Policy runs only its own script files).
 */
import type { QueryKey } from '@tanstack/react-query';
import { paths } from '@/lib/paths';

export const PRERENDER_DATA_ID = 'glamour-prerendered';

/** The public pages rendered at build time (src/lib/paths.ts says which routes are public). */
export { PRERENDERED_ROUTES } from '@/lib/paths';

export interface PrerenderedPayload {
  /** The path the HTML shows, e.g. '/products'. */
  path: string;
  /**
   * The query the HTML shows ('?category=Makeup', in the listing's own order), when it was rendered
   * for one (server mode renders each listing URL); none: the path without a query.
   */
  search?: string;
  /** The data the HTML was rendered from: each query's key and data. */
  data: PrerenderedQuery[];
  /**
   * True when the data is the back end's as the page is served: server mode renders from its
   * database and drops a kept page as soon as anything it shows changes (server/page-cache.ts), so
   * the client keeps it as if it had just fetched it. Absent on pages rendered at build time.
   */
  current?: true;
}

/**
 * One query's key and data. Only these, not TanStack's dehydrated state: its dozen other fields are
 * the same in every page (a success, no error, never fetched here), and a home page's document
 * must fit in a connection's first round trip (docs/performance.md).
 */
export type PrerenderedQuery = [queryKey: QueryKey, data: unknown];

/** The file a prerendered path is written to under dist/ (what the server answers the path with). */
export function prerenderedFile(path: string): string {
  if (path === paths.home) return 'index.html';
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`). */
export function serializePayload(payload: PrerenderedPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The payload a prerendered page carries, or null (not prerendered, or unreadable). */
export function readPayload(text: string | null | undefined): PrerenderedPayload | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      typeof value.path === 'string' &&
      'data' in value &&
      Array.isArray(value.data) &&
      value.data.every(
        (query: unknown) => Array.isArray(query) && query.length === 2 && Array.isArray(query[0]),
      )
    ) {
      return value as PrerenderedPayload;
    }
  } catch {
    // A damaged payload: the page is rendered on the client instead.
  }
  return null;
}

/** Where the HTML was rendered: its path and query ('/products?category=Makeup'). */
export function renderedUrl(payload: PrerenderedPayload): string {
  return payload.path + (payload.search ?? '');
}

/** '/products/' and '/products' are one page. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}
