/** The admin token's check (backend/same-secret.ts): right answers, and no shortcut on length. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameSecret } from '@backend/same-secret';

const SECRET = 'security-suite-admin-token-0123';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sameSecret', () => {
  it('takes the secret itself and nothing else', async () => {
    expect(await sameSecret(SECRET, SECRET)).toBe(true);
    expect(await sameSecret(`${SECRET.slice(0, -1)}4`, SECRET)).toBe(false);
    expect(await sameSecret(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(await sameSecret(`${SECRET}x`, SECRET)).toBe(false);
    expect(await sameSecret('ключ-ключ-ключ-ключ', 'ключ-ключ-ключ-ключ')).toBe(true);
  });

  it('refuses when either side is missing', async () => {
    expect(await sameSecret(undefined, SECRET)).toBe(false);
    expect(await sameSecret('', SECRET)).toBe(false);
    expect(await sameSecret(SECRET, undefined)).toBe(false);
  });

  it('hashes both texts even when their lengths differ, so the length is not told apart', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest');
    expect(await sameSecret('short', SECRET)).toBe(false);
    expect(digest).toHaveBeenCalledTimes(2);
    const lengths = digest.mock.calls.map(([, data]) => (data as Uint8Array).byteLength);
    expect(lengths.sort((a, b) => a - b)).toEqual([5, SECRET.length]);
  });
});
