/** The rendered pages' cache (server/page-cache.ts): kept while notifications arrive, dropped by them. */
import { describe, expect, it } from 'vitest';
import { cachedPage, createPageCache, type CachedPage } from '../../../server/page-cache';

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
});
