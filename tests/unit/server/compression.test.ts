/** The API's JSON answers compressed by compressAnswers() (server/compression.ts). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  acceptsCompression,
  compressAnswers,
  MIN_COMPRESSED_BYTES,
} from '../../../server/compression';

const products = Array.from({ length: 60 }, (_, i) => ({ _id: `p${i}`, name: `Lipstick ${i}` }));
const api = new Hono();
api.use(compressAnswers());
api.get('/api/products', (c) => c.json({ products }));
api.get('/api/ok', (c) => c.json({ ok: true }));

describe('compressAnswers', () => {
  it('gzips a larger JSON answer when the request accepts it', async () => {
    const answer = await api.request('/api/products', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(body.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
    expect(JSON.parse(body)).toEqual({ products });
  });

  it('sends it as it is, with its length, when the request accepts no compression', async () => {
    // Over HTTP through the Node server, as in server mode: the length is the server's to send.
    const server = createServer(getRequestListener(api.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const accept of ['identity', 'br']) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/products`, {
          headers: { 'accept-encoding': accept },
        });
        expect(answer.headers.get('content-encoding')).toBeNull();
        const body = await answer.text();
        expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
        expect(JSON.parse(body)).toEqual({ products });
      }
    } finally {
      server.close();
    }
  });

  it('knows which Accept-Encoding headers take gzip or deflate', () => {
    expect(acceptsCompression(undefined)).toBe(false);
    expect(acceptsCompression('br, identity')).toBe(false);
    expect(acceptsCompression('gzip;q=0, deflate;q=0')).toBe(false);
    expect(acceptsCompression('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsCompression('deflate;q=0.5')).toBe(true);
    expect(acceptsCompression('*')).toBe(true);
    expect(acceptsCompression('*, gzip;q=0')).toBe(true);
  });

  it('leaves a small answer alone', async () => {
    const answer = await api.request('/api/ok', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual({ ok: true });
  });
});
