/** The API's JSON answers compressed by compressAnswers() (server/compression.ts). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  compressAnswers,
  JSON_CODINGS,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  PAGE_CODINGS,
} from '../../../server/compression';

const products = Array.from({ length: 60 }, (_, i) => ({ _id: `p${i}`, name: `Lipstick ${i}` }));
const api = new Hono();
api.use(compressAnswers());
api.get('/api/products', (c) => c.json({ products }));
api.get('/api/ok', (c) => c.json({ ok: true }));
api.get('/api/tagged', (c) => {
  c.header('Vary', 'Origin');
  c.header('ETag', '"v1"');
  return c.json({ products });
});
api.get('/api/no-transform', (c) => {
  c.header('Cache-Control', 'private, no-transform');
  return c.json({ products });
});

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
    const json = (header: string | undefined) => negotiateEncoding(header, JSON_CODINGS);
    expect(json(undefined)).toBeUndefined();
    expect(json('br, identity')).toBeUndefined();
    expect(json('gzip;q=0, deflate;q=0')).toBeUndefined();
    expect(json('gzip, deflate, br, zstd')).toBe('gzip');
    expect(json('deflate;q=0.5')).toBe('deflate');
    expect(json('*')).toBe('gzip');
    expect(json('*, gzip;q=0')).toBe('deflate');
  });

  it('sends the coding it negotiated, deflate too', async () => {
    for (const [accept, coding] of [
      ['*, gzip;q=0', 'deflate'],
      ['deflate, gzip;q=0.5', 'deflate'],
      ['GZIP;q=0.2, *;q=0.1', 'gzip'],
    ] as const) {
      const answer = await api.request('/api/products', { headers: { 'accept-encoding': accept } });
      expect(answer.headers.get('content-encoding'), accept).toBe(coding);
    }
    const refused = await api.request('/api/products', {
      headers: { 'accept-encoding': '*;q=0, identity' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('sends a compressed answer with its length, read once and compressed whole', async () => {
    const answer = await api.request('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual({ products });
  });

  it('adds Accept-Encoding to the answer’s Vary and weakens its ETag; leaves no-transform alone', async () => {
    const tagged = await api.request('/api/tagged', { headers: { 'accept-encoding': 'gzip' } });
    expect(tagged.headers.get('content-encoding')).toBe('gzip');
    expect(tagged.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(tagged.headers.get('etag')).toBe('W/"v1"');
    const kept = await api.request('/api/no-transform', { headers: { 'accept-encoding': 'gzip' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.json()).toEqual({ products });
  });

  it('leaves a small answer alone', async () => {
    const answer = await api.request('/api/ok', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual({ ok: true });
  });
});

describe('negotiateEncoding: one Accept-Encoding negotiation for pages and JSON', () => {
  const page = (header: string | undefined) => negotiateEncoding(header, PAGE_CODINGS);

  it('takes `*` for every coding the header does not name, and q=0 as a refusal', () => {
    expect(page('*')).toBe('br');
    expect(page('br;q=0, *')).toBe('gzip');
    expect(page('*;q=0, gzip')).toBe('gzip');
    expect(page('*;q=0')).toBeUndefined();
    expect(page('br;q=0, gzip;q=0, *')).toBeUndefined();
    expect(page('identity, *;q=0')).toBeUndefined();
  });

  it('sends the heaviest accepted coding, the server’s order breaking a tie', () => {
    expect(page('gzip, br')).toBe('br');
    expect(page('br;q=0.5, gzip')).toBe('gzip');
    expect(page('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(page('gzip;q=0.001')).toBe('gzip');
    expect(page('Br, GZip')).toBe('br');
  });

  it('sends the body as it is without the header, or with an empty one', () => {
    expect(page(undefined)).toBeUndefined();
    expect(page('')).toBeUndefined();
    expect(page('identity')).toBeUndefined();
    expect(page('zstd')).toBeUndefined();
  });
});
