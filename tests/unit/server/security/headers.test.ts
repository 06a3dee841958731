/**
 * Headers in server mode. The build's CSP as a header with frame-ancestors 'none',
 * nosniff, a referrer policy, a permissions policy, the opener policy; `Cache-Control: no-store` on
 * API answers with a token or personal data; HSTS only when GLAMOUR_PUBLIC_URL is https. No dotfile
 * (/.vite/manifest.json) and no mockServiceWorker.js is served.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../server/csp';
import { DEMO, SHOP_KINDS, useShop } from './shop';

describe.each(SHOP_KINDS)('headers on %s', (kind) => {
  const shop = useShop(kind, { GLAMOUR_PUBLIC_URL: 'https://shop.example' });

  it('pages and API answers carry the CSP (with frame-ancestors) and the other security headers', async () => {
    const { body } = await shop().call<{ products: { _id: string }[] }>('GET', '/api/products');
    const product = `/products/${body.products[0]!._id}`;
    // A kept page goes out with its own header record (server/pages.ts), ahead of the middleware:
    // fresh and kept, compressed or not, its 304, and the not-found page carry the same headers.
    const page = await fetch(shop().url + product);
    const etag = page.headers.get('etag') ?? '';
    const answers: [string, RequestInit?][] = [
      ['/'],
      ['/products'],
      [product],
      [product, { headers: { 'accept-encoding': 'identity' } }],
      [product, { headers: { 'if-none-match': etag } }],
      ['/no-such-page'],
      ['/products/no-such-product'],
      ['/api/products'],
      ['/healthz'],
      ['/nope.js'],
    ];
    for (const [path, init] of answers) {
      const { headers, status } = await fetch(shop().url + path, init);
      if (init?.headers && 'if-none-match' in init.headers) expect(status).toBe(304);
      expect(headers.get('content-security-policy')).toBe(
        `${contentSecurityPolicy()}; frame-ancestors 'none'`,
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('answers with a token or personal data are no-store; the public catalogue is not', async () => {
    const login = await shop().call('POST', '/api/auth/login', {
      body: { email: DEMO.email, password: 'wrong-password' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = await shop().login();
    for (const path of [
      '/api/auth/me',
      '/api/user/cart',
      '/api/user/addresses',
      '/api/user/orders',
    ]) {
      const answer = await shop().call('GET', path, { token });
      expect([path, answer.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
    const signedInCatalogue = await shop().call('GET', '/api/products', { token });
    expect(signedInCatalogue.headers.get('cache-control')).toBe('no-store');
    const catalogue = await shop().call('GET', '/api/products');
    expect(catalogue.headers.get('cache-control')).not.toBe('no-store');
  });

  it('serves no dotfile and no mockServiceWorker.js', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.glamour-build.json',
      '/%2Evite/manifest.json',
      '/mockServiceWorker.js',
    ]) {
      const response = await fetch(shop().url + path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('src/main.tsx');
    }
    expect((await fetch(`${shop().url}/`)).status).toBe(200);
  });
});

describe('without an https public address', () => {
  const shop = useShop('pglite', { GLAMOUR_PUBLIC_URL: 'http://localhost:8080' });

  it('sends no HSTS (a plain-http host must not be pinned to https)', async () => {
    const { headers } = await fetch(`${shop().url}/`);
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
