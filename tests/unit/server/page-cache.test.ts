/** The rendered pages' cache (server/page-cache.ts): kept while notifications arrive, dropped by them. */
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { cachedPage, createPageCache, encoded, type CachedPage } from '../../../server/page-cache';

function counter() {
  let renders = 0;
  return {
    render: (html: string) => async (): Promise<CachedPage> => {
      renders += 1;
      return cachedPage(200, html);
    },
    get renders() {
      return renders;
    },
  };
}

describe('page cache', () => {
  it('keeps a page until the catalogue NOTIFY drops it', async () => {
    const cache = createPageCache();
    cache.listener.onState(true);
    const c = counter();
    await cache.get('/a', c.render('one'));
    const kept = await cache.get('/a', c.render('two'));
    expect(kept?.body.toString()).toBe('one');
    expect(c.renders).toBe(1);
    cache.listener.onNotify('products');
    expect((await cache.get('/a', c.render('two')))?.body.toString()).toBe('two');
  });

  it('keeps nothing while notifications are not arriving', async () => {
    const cache = createPageCache();
    const c = counter();
    await cache.get('/a', c.render('one'));
    await cache.get('/a', c.render('one'));
    expect(c.renders).toBe(2);
    cache.listener.onState(true);
    cache.listener.onState(false);
    await cache.get('/a', c.render('one'));
    await cache.get('/a', c.render('one'));
    expect(c.renders).toBe(4);
  });

  it('never keeps a render that began before a change; renders one URL once at a time', async () => {
    const cache = createPageCache({ live: true });
    let finish: (page: CachedPage) => void = () => undefined;
    const slow = () => new Promise<CachedPage>((resolve) => (finish = resolve));
    let renders = 0;
    const counted = () => {
      renders += 1;
      return slow();
    };
    const first = cache.get('/a', counted);
    const second = cache.get('/a', counted);
    expect(renders).toBe(1);
    cache.invalidate();
    finish(cachedPage(200, 'old'));
    expect((await first)?.body.toString()).toBe('old');
    expect((await second)?.body.toString()).toBe('old');
    expect(cache.size).toBe(0);
  });

  it('gives equal pages equal ETags, and different pages different ones', () => {
    expect(cachedPage(200, 'x').etag).toBe(cachedPage(200, 'x').etag);
    expect(cachedPage(200, 'x').etag).not.toBe(cachedPage(200, 'y').etag);
  });

  it('sends a quick brotli copy at once, then a smaller one made off the main thread', async () => {
    const html = `<!doctype html><html><body>${Array.from(
      { length: 400 },
      (_, i) =>
        `<article class="card card-${i % 7}"><h3>Product ${i}</h3><p>₹${i * 37}</p></article>`,
    ).join('')}</body></html>`;
    const page = cachedPage(200, html);
    const quick = encoded(page, 'br');
    expect(brotliDecompressSync(quick).toString('utf8')).toBe(html);
    // The best copy replaces it once the thread pool has made it; until then the quick one stays.
    await vi.waitFor(() => expect(page.br).not.toBe(quick), { timeout: 10_000 });
    const best = encoded(page, 'br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).toString('utf8')).toBe(html);
  });
});
