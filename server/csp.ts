/**
 * The shop's Content-Security-Policy: what every page may load and run. The build puts it in a
 * <meta http-equiv> of each page (build/csp-plugin.ts), so a page carries it whatever host serves it;
 * server mode also sends it as a header (security-headers.ts). Scripts only from the shop's own origin,
 * plus Razorpay Checkout's when the build has a payment key (VITE_RAZORPAY_KEY_ID).
 *
 * What the page needs and why each source is there:
 * - style-src 'unsafe-inline': the prerendered pages inline their CSS in <style>, and Radix and
 *   sonner set inline style attributes (positions, animations). Styles cannot run code.
 * - img-src / font-src data: blob:: small inline pictures and fonts; blob: for exported files.
 * - connect-src https: http:: the request tester may call any origin (another origin asks for an
 *   explicit confirmation before the session token goes with it); the shop itself calls only 'self'.
 * - worker-src 'self' blob:: MSW's mockServiceWorker.js; the order confetti draws in a worker it
 *   makes from a blob (canvas-confetti's useWorker).
 * - No inline script and no eval: the prerender plugin refuses an inline script, and zod runs
 *   jitless (src/main.tsx) so its eval probe does not report a violation.
 * frame-ancestors is not honoured in a meta element; server mode adds it to its header.
 *
 * Plain TypeScript with no imports: the build's Vite config and the server both load it.
 */

export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
/** Razorpay Checkout's frame and its calls (its CSP guide). */
const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';
const RAZORPAY_LOG_ORIGIN = 'https://lumberjack.razorpay.com';

export interface CspOptions {
  /** The build's Razorpay key id: its checkout script, frame and calls are allowed when set. */
  paymentKey?: string;
}

export function contentSecurityPolicy({ paymentKey }: CspOptions = {}): string {
  const payment = paymentKey?.trim() ? true : false;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(payment ? [RAZORPAY_CHECKOUT_ORIGIN] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(payment ? ['https://*.razorpay.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:', 'http:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': payment ? [RAZORPAY_API_ORIGIN, RAZORPAY_CHECKOUT_ORIGIN] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (payment) directives['connect-src']?.push(RAZORPAY_API_ORIGIN, RAZORPAY_LOG_ORIGIN);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
