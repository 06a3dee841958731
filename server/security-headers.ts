/**
 * The headers every answer of server mode carries (hono/secure-headers): the shop's
 * Content-Security-Policy (csp.ts, the policy the build also puts in a meta tag) as a header, with
 * what only a header can say (frame-ancestors 'none': no page of the shop in another site's frame);
 * nosniff, a referrer policy, a permissions policy, the opener policy; HSTS only when
 * the shop's public address is https (a plain-http test host must not be pinned to https).
 * API answers that may carry a token or personal data are never stored by a cache on the way.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy, RAZORPAY_CHECKOUT_ORIGIN } from './csp';

export interface SecurityHeaderOptions {
  /** The shop's public address (GLAMOUR_PUBLIC_URL): https turns HSTS on. */
  publicUrl?: string;
  /** The Razorpay key id the build was made with (its checkout script and frame are allowed). */
  paymentKey?: string;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders({ publicUrl, paymentKey }: SecurityHeaderOptions = {}) {
  const https = publicUrl?.startsWith('https://') ?? false;
  return secureHeaders({
    // Set as a whole below: the build's policy plus frame-ancestors.
    contentSecurityPolicy: undefined,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    // Razorpay's checkout frame loads the shop's nothing; same-site keeps images usable from a CDN name.
    crossOriginResourcePolicy: 'same-site',
    strictTransportSecurity: https ? HSTS : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      usb: [],
      // Razorpay Checkout may offer the browser's payment sheet inside its frame.
      payment: paymentKey ? ['self', RAZORPAY_CHECKOUT_ORIGIN] : ['self'],
    },
  });
}

/** The CSP header value for server mode. */
export function cspHeader(paymentKey?: string): string {
  return `${contentSecurityPolicy({ paymentKey })}; frame-ancestors 'none'`;
}

export function csp(paymentKey?: string): MiddlewareHandler {
  const value = cspHeader(paymentKey);
  return async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', value);
  };
}

/**
 * What `securityHeaders()` and `csp()` add to an answer, as one record (lower-case names), worked
 * out once by the middleware itself: for answers made whole ahead of time (the kept pages), so they
 * carry exactly the headers every other answer gets.
 */
export async function securityHeaderRecord(
  options: SecurityHeaderOptions = {},
): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use('*', securityHeaders(options), csp(options.paymentKey));
  probe.get('*', (c) => c.body(null, 204));
  const answer = await probe.request('/');
  return Object.fromEntries(answer.headers);
}

/** Public catalogue reads (no token, nobody's data): the only API answers a cache may keep. */
const PUBLIC_READS = /^\/api\/(products|categories|coupons)(\/|$)/;

/** `Cache-Control: no-store` on every API answer but a public catalogue read without a token. */
export function noStoreForPersonalData(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const isPublic =
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      PUBLIC_READS.test(c.req.path) &&
      !c.req.header('authorization');
    if (!isPublic) c.res.headers.set('Cache-Control', 'no-store');
  };
}
