import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LATENCY_MS } from '@/domain/console';
import { createMemoryShop } from '@backend/store/shop';
import { memoryPersistence } from '@backend/store/persistence';
import { createSeeder } from '@backend/store/seed';
import { pinnedClock } from '@backend/clock';
import { createSimulation } from '@backend/simulation/simulation';
import { parseCatalogSize, resolveSettings } from '@backend/simulation/settings';
import { backend, call, setupBackend } from './support';

describe('latency sources (strongest first: URL, localStorage, env, console settings, 400 ms)', () => {
  const saved = { latencyMs: 900, failures: { cart: '500' as const } };

  it('defaults to the spec’s 400 ms', () => {
    expect(resolveSettings({ search: '' })).toEqual({
      latencyMs: DEFAULT_LATENCY_MS,
      failures: {},
    });
  });

  it('takes the console’s saved settings, then env, localStorage and the URL over them', () => {
    expect(resolveSettings({ search: '', saved })).toEqual(saved);
    expect(resolveSettings({ search: '', saved, envLatency: '200' }).latencyMs).toBe(200);
    expect(
      resolveSettings({ search: '', saved, envLatency: '200', storedLatency: '0' }).latencyMs,
    ).toBe(0);
    expect(
      resolveSettings({ search: '?x=1&latency=50', saved, envLatency: '200', storedLatency: '0' }),
    ).toEqual({ latencyMs: 50, failures: { cart: '500' } });
  });

  it('ignores values that are not numbers and clamps the rest to 0–3000', () => {
    expect(
      resolveSettings({ search: '?latency=fast', storedLatency: 'x', envLatency: '' }).latencyMs,
    ).toBe(DEFAULT_LATENCY_MS);
    expect(resolveSettings({ search: '?latency=99999' }).latencyMs).toBe(3000);
    expect(resolveSettings({ search: '?latency=-5' }).latencyMs).toBe(0);
  });

  it('reads ?catalog=N as a positive whole number up to 100 000', () => {
    expect(parseCatalogSize('10000')).toBe(10_000);
    expect(parseCatalogSize('1e9')).toBe(100_000);
    expect(parseCatalogSize('0')).toBeUndefined();
    expect(parseCatalogSize('12.5')).toBeUndefined();
    expect(parseCatalogSize(null)).toBeUndefined();
  });

  it('is 0 in Node (a simulation made without settings)', () => {
    expect(createSimulation().settings().latencyMs).toBe(0);
  });
});

describe('a pinned clock (Storybook)', () => {
  it('pins the time and numbers ids from 1 after each reset of the store', async () => {
    const clock = pinnedClock();
    const seed = createSeeder();
    const shop = createMemoryShop(memoryPersistence(), () => seed(), clock);
    expect(clock.now().toISOString()).toBe('2026-01-15T05:00:00.000Z');
    await shop.admin.reset();
    expect(clock.newId()).toBe('00000000-0000-4000-8000-000000000001');
    expect(clock.newId()).toBe('00000000-0000-4000-8000-000000000002');
    await shop.admin.reset();
    expect(clock.newId()).toBe('00000000-0000-4000-8000-000000000001');
  });
});

describe('unexpected failures', () => {
  setupBackend();

  it('answer a generic 500 with a request id, never the internal message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { catalog } = backend().shop;
    const spy = vi.spyOn(catalog, 'list').mockRejectedValue(new Error('disk on fire'));
    try {
      const answer = await call<{ errors: string[]; requestId: string }>('GET', '/api/products');
      expect(answer).toEqual({
        status: 500,
        body: { errors: ['Something went wrong on the server.'], requestId: expect.any(String) },
      });
      expect(JSON.stringify(answer.body)).not.toContain('disk on fire');
      // The log line carries the same id, and the cause.
      const logged = error.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
      expect(logged).toContain(answer.body.requestId);
      expect(logged).toContain('disk on fire');
      // The back end keeps answering afterwards.
      expect((await call('GET', '/api/categories')).status).toBe(200);
    } finally {
      spy.mockRestore();
      error.mockRestore();
    }
  });
});
