/** The API's JSON answers compressed by compressAnswers() (server/compression.ts). */
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers, MIN_COMPRESSED_BYTES } from '../../../server/compression';

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
    const answer = await api.request('/api/products');
    expect(answer.headers.get('content-encoding')).toBeNull();
    const body = await answer.text();
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toEqual({ products });
  });

  it('leaves a small answer alone', async () => {
    const answer = await api.request('/api/ok', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.json()).toEqual({ ok: true });
  });
});
