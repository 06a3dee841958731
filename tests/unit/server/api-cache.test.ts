/** The API's catalogue answers kept per process (server/api-cache.ts), dropped by the NOTIFY. */
import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  answerHandedOn,
  answerKey,
  createAnswerCache,
  isKept,
  keptAnswer,
  serveAnswers,
  type KeptAnswer,
} from '../../../server/api-cache';
import type { Listener } from '../../../server/db/sql';
import { fanOut } from '../../../server/change-cache';

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function counter(value: () => unknown = () => ({ ok: true })) {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return keptAnswer(json(value()));
    },
    get loads() {
      return loads;
    },
  };
}

const text = (answer: KeptAnswer | Response | undefined) =>
  answer && isKept(answer) ? answer.body.toString() : undefined;

describe('answer cache', () => {
  it('keeps an answer until the catalogue NOTIFY drops it', async () => {
    const cache = createAnswerCache();
    cache.listener.onState(true);
    let price = 100;
    const c = counter(() => ({ price }));
    expect(text(await cache.get('product a', c.load))).toBe('{"price":100}');
    price = 90;
    expect(text(await cache.get('product a', c.load))).toBe('{"price":100}');
    expect(c.loads).toBe(1);
    cache.listener.onNotify('products');
    expect(text(await cache.get('product a', c.load))).toBe('{"price":90}');
    expect(c.loads).toBe(2);
  });

  it('keeps nothing while notifications are not arriving', async () => {
    const cache = createAnswerCache();
    const c = counter();
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.loads).toBe(2);
    cache.listener.onState(true);
    await cache.get('k', c.load);
    expect(cache.size).toBe(1);
    cache.listener.onState(false);
    expect(cache.size).toBe(0);
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.loads).toBe(5);
  });

  it('never keeps an answer asked for before a change; loads one key once at a time', async () => {
    const cache = createAnswerCache({ live: true });
    let finish: (response: Response) => void = () => undefined;
    let loads = 0;
    const slow = async () => {
      loads += 1;
      return keptAnswer(await new Promise<Response>((resolve) => (finish = resolve)));
    };
    const first = cache.get('k', slow);
    const second = cache.get('k', slow);
    expect(loads).toBe(1);
    cache.listener.onNotify('products');
    finish(json({ price: 'old' }));
    expect(text(await first)).toBe('{"price":"old"}');
    expect(text(await second)).toBe('{"price":"old"}');
    expect(cache.size).toBe(0);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps no answer but a 200 JSON one; the others go to their own caller only', async () => {
    const cache = createAnswerCache({ live: true });
    let finish: (response: Response) => void = () => undefined;
    const missing = async () =>
      keptAnswer(await new Promise<Response>((resolve) => (finish = resolve)));
    const first = cache.get('product x', missing);
    const waiting = cache.get('product x', missing);
    finish(json({ errors: ['no such product'] }, 404));
    const answer = await first;
    expect(answer instanceof Response && answer.status).toBe(404);
    // A second caller asks for itself (an answer's body is read once).
    expect(await waiting).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is bounded by bytes, the least recently used going first', async () => {
    const cache = createAnswerCache({ live: true, maxBytes: 3_000 });
    const big = { filler: 'x'.repeat(900) };
    for (const key of ['a', 'b', 'c']) await cache.get(key, counter(() => big).load);
    expect(cache.size).toBe(3);
    cache.peek('a');
    await cache.get('d', counter(() => big).load);
    expect(cache.size).toBe(3);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
  });

  it('hears the catalogue through a fan-out beside the pages', async () => {
    const cache = createAnswerCache();
    const heard: string[] = [];
    const page: Listener = {
      onNotify: (payload) => heard.push(`notify ${payload}`),
      onState: (up) => heard.push(`state ${up}`),
    };
    const both = fanOut(page, cache.listener);
    both.onState(true);
    await cache.get('k', counter().load);
    expect(cache.size).toBe(1);
    both.onNotify('local');
    expect(cache.size).toBe(0);
    expect(heard).toEqual(['state true', 'notify local']);
  });
});

describe('answer keys', () => {
  const key = (url: string) => {
    const { pathname, search } = new URL(url, 'http://shop.test');
    return answerKey(pathname, search);
  };

  it('keys a query as the API reads it: repeated values, order and junk make one key', () => {
    const one = key('/api/products?brand=A&page=2');
    expect(one).not.toBeNull();
    for (const same of [
      '/api/products?brand=A&brand=A&page=2',
      '/api/products?page=2&brand=A',
      '/api/products?page=2&brand=A&utm_source=mail&x=1',
      '/api/products?page=2&brand=%20A%20&pageSize=48',
    ])
      expect(key(same)).toBe(one);
    expect(key('/api/products?brand=B&brand=A&page=1')).toBe(
      key('/api/products?brand=A&brand=B&page=1'),
    );
    expect(key('/api/products?brand=A&page=3')).not.toBe(one);
  });

  it('keys no query the API refuses, and no other path', () => {
    expect(key('/api/products?pageSize=oops')).toBeNull();
    expect(key('/api/products?page=1&q=%00')).toBeNull();
    expect(key(`/api/products?page=1&q=${'a'.repeat(201)}`)).toBeNull();
    expect(
      key(`/api/products?${Array.from({ length: 51 }, (_, i) => `brand=b${i}`).join('&')}`),
    ).toBeNull();
    expect(key('/api/products/p1/reviews')).toBeNull();
    expect(key('/api/products/p1?x=%ZZ')).toBeNull();
    expect(key('/api/user/cart')).toBeNull();
    expect(key('/api/coupons')).toBeNull();
  });

  it('keys the whole list, a product and the categories, whatever else the URL has', () => {
    expect(key('/api/products')).toBe(key('/api/products?utm_source=mail'));
    expect(key('/api/products/p1')).toBe(key('/api/products/p1?x=1'));
    expect(key('/api/products/p1')).not.toBe(key('/api/products/p2'));
    expect(key('/api/categories')).toBe(key('/api/categories?x'));
  });
});

describe('serveAnswers', () => {
  const products = Array.from({ length: 40 }, (_, i) => ({ _id: `p${i}`, name: `Lipstick ${i}` }));
  function server() {
    let calls = 0;
    const api = new Hono();
    api.get('/api/products', (c) => {
      calls += 1;
      return c.json({ products });
    });
    api.get('/api/products/:id', (c) => {
      calls += 1;
      return c.json({ errors: ['no such product'] }, 404);
    });
    const cache = createAnswerCache({ live: true });
    const app = new Hono();
    app.use(
      '/api/*',
      serveAnswers({
        cache,
        api: () => api,
        securityHeaders: Promise.resolve({ 'x-frame-options': 'DENY' }),
      }).middleware,
    );
    app.all('/api/*', async (c) => answerHandedOn(c) ?? (await api.fetch(c.req.raw)));
    return { app, cache, calls: () => calls };
  }

  it('answers a kept read in the coding asked for, with its length, from one API call', async () => {
    const { app, calls } = server();
    const whole = JSON.stringify({ products });
    // A HEAD first: the GET's answer is loaded and kept, and its headers go.
    const first = await app.request('/api/products', { method: 'HEAD' });
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(whole)));
    expect(await first.text()).toBe('');
    const plain = await app.request('/api/products');
    expect(await plain.text()).toBe(whole);
    const gzip = await app.request('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    const gz = Buffer.from(await gzip.arrayBuffer());
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-length')).toBe(String(gz.length));
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzip.headers.get('x-frame-options')).toBe('DENY');
    expect(gunzipSync(gz).toString()).toBe(whole);
    const deflate = await app.request('/api/products', {
      headers: { 'accept-encoding': 'deflate', authorization: 'token' },
    });
    expect(deflate.headers.get('cache-control')).toBe('no-store');
    expect(inflateSync(Buffer.from(await deflate.arrayBuffer())).toString()).toBe(whole);
    const head = await app.request('/api/products', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(whole)));
    expect(calls()).toBe(1);
  });

  it('answers a kept read at once, before any routing, and nothing else', async () => {
    const { cache } = server();
    const api = new Hono().get('/api/products', (c) => c.json({ products }));
    const answers = serveAnswers({
      cache,
      api: () => api,
      securityHeaders: Promise.resolve({ 'x-frame-options': 'DENY' }),
    });
    const app = new Hono().use('/api/*', answers.middleware);
    await Promise.resolve();
    expect(answers.now(new Request('http://shop.test/api/products'))).toBeUndefined();
    const loaded = await app.request('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    const now = answers.now(
      new Request('http://shop.test/api/products?utm_source=x', {
        headers: { 'accept-encoding': 'gzip' },
      }),
    );
    if (!now) throw new Error('no kept answer at once');
    expect(Object.fromEntries(now.headers)).toEqual(Object.fromEntries(loaded.headers));
    expect(Buffer.from(await now.arrayBuffer())).toEqual(Buffer.from(await loaded.arrayBuffer()));
    const post = new Request('http://shop.test/api/products', { method: 'POST' });
    expect(answers.now(post)).toBeUndefined();
  });

  it('hands an answer not to keep on, and asks the API again next time', async () => {
    const { app, cache, calls } = server();
    for (let i = 0; i < 2; i += 1) {
      const missing = await app.request('/api/products/nope');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ errors: ['no such product'] });
    }
    expect(calls()).toBe(2);
    expect(cache.size).toBe(0);
  });
});
