/**
 * The forwarding handler takes /api/* and nothing else: the dev server's own modules under
 * /src/api/ (the client's wire modules), assets and other hosts go to the network untouched.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeBackend } from '@mocks/node';

const { server } = createNodeBackend();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('forwardTo', () => {
  it('answers /api/* from the app and lets every other path through to the network', async () => {
    // "The network": a real local server that says what reached it.
    const network = createServer((request, response) => {
      response.end(`network: ${request.url}`);
    });
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(network.address() as AddressInfo).port}`;
    try {
      for (const path of [
        '/src/api/cart.ts',
        '/images/logo.svg',
        '/apix/products',
        '/assets/api/x.js',
      ]) {
        expect(await (await fetch(origin + path)).text()).toBe(`network: ${path}`);
      }
      const unknown = await fetch(`${origin}/api/nothing`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ errors: ['No API route matches GET /api/nothing.'] });
      const coupons = await fetch(`${origin}/api/coupons`);
      // With its reason phrase, as an HTTP server sends it (the request tester shows '200 OK').
      expect([coupons.status, coupons.statusText]).toEqual([200, 'OK']);
    } finally {
      await new Promise((resolve) => network.close(resolve));
    }
  });
});
