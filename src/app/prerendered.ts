/**
 * The prerendered pages (built by src/prerender.tsx) and what they hand the client: which path the
 * HTML shows and the query data it was rendered from, in a `<script type="application/json">` (data,
 * not code: the shop's Content-Security-Policy runs only its own script files).
 */
import type { DehydratedState } from '@tanstack/react-query';
import { paths } from '@/lib/paths';

export const PRERENDER_DATA_ID = 'glamour-prerendered';

/**
 * The public pages rendered at build time (a pattern of the route table, src/app/router.tsx). Every
 * other route shows the shopper's own data (cart, wishlist, checkout, account) and is not
 * prerendered: tests/unit/app/prerendered.test.ts keeps the two lists whole.
 */
export const PRERENDERED_ROUTES = [
  paths.home,
  paths.products,
  '/products/:productId',
  paths.login,
  paths.signup,
  paths.mockman,
  paths.notFound,
] as const;

/** Routes left to the client: each needs a signed-in shopper. */
export const SESSION_ROUTES = [
  paths.cart,
  paths.wishlist,
  paths.checkout,
  paths.account,
  paths.userDetails,
  paths.addressDetails,
  paths.orderHistory,
] as const;

export interface PrerenderedPayload {
  /** The path the HTML shows, e.g. '/products'. */
  path: string;
  state: DehydratedState;
}

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
      'state' in value &&
      typeof value.state === 'object' &&
      value.state !== null &&
      Array.isArray((value.state as { queries?: unknown }).queries)
    ) {
      return value as PrerenderedPayload;
    }
  } catch {
    // A damaged payload: the page is rendered on the client instead.
  }
  return null;
}

/** '/products/' and '/products' are one page. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}
