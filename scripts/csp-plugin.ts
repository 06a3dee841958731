/**
 * The production build's Content-Security-Policy, as a <meta http-equiv> in index.html (so every
 * prerendered page and app.html carry it, whatever host serves them): scripts only from the shop's
 * own origin, plus Razorpay Checkout's when the build has a payment key (VITE_RAZORPAY_KEY_ID).
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
 * frame-ancestors is not honoured in a meta element; a host that wants it sends it as a header.
 */
import type { Plugin, ResolvedConfig } from 'vite';

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

export function csp(): Plugin {
  let config: ResolvedConfig;
  let storybook = false;
  return {
    name: 'glamour:csp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      // Storybook builds with this config too: its manager and iframe run inline scripts.
      storybook = JSON.stringify(resolved.build.rollupOptions.input ?? '').includes('iframe.html');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (storybook) return html;
        const paymentKey = config.env.VITE_RAZORPAY_KEY_ID as string | undefined;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ paymentKey })}" />`;
        // Right after the charset, before any script or stylesheet: a policy covers only what
        // comes after it.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('csp: index.html has no <meta charset>');
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}
