/**
 * When a prerendered page's data (the seed) is what the in-page back end would answer: only with no
 * saved store and no generated catalogue. Then the app keeps it fresh and starts no back end
 * (backend/simulation/settings.ts).
 */
import { describe, expect, it } from 'vitest';
import { STORE_STORAGE_KEY } from '@/domain/console';
import { CATALOG_STORAGE_KEY, startsFromTheSeed } from '@backend/simulation/settings';

function host(search: string, stored: Record<string, string> = {}): Window {
  return {
    location: { search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  } as unknown as Window;
}

describe('startsFromTheSeed', () => {
  it('is true for a browser that has saved no store and asks for no generated catalogue', () => {
    expect(startsFromTheSeed(host(''))).toBe(true);
    expect(startsFromTheSeed(host('?category=Makeup', { 'glamour.latency': '0' }))).toBe(true);
  });

  it('is false once a store is saved: the shop may have changed since the build', () => {
    expect(startsFromTheSeed(host('', { [STORE_STORAGE_KEY]: '{}' }))).toBe(false);
  });

  it('is false with a generated catalogue, from the address or saved', () => {
    expect(startsFromTheSeed(host('?catalog=500'))).toBe(false);
    expect(startsFromTheSeed(host('', { [CATALOG_STORAGE_KEY]: '2000' }))).toBe(false);
    // A catalogue size that is no size is ignored, as the back end ignores it.
    expect(startsFromTheSeed(host('?catalog=lots'))).toBe(true);
  });

  it('is false where storage cannot be read (the back end could not tell either)', () => {
    const locked = {
      location: { search: '' },
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(startsFromTheSeed(locked)).toBe(false);
  });
});
