import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmOrderInput } from '@/api/orders';
import { memoryStorage } from '../support/memory-storage';

async function load(saved: Record<string, string> = {}) {
  vi.resetModules();
  const storage = memoryStorage(saved);
  vi.stubGlobal('localStorage', storage);
  // The client module is loaded afresh too: its ApiError is the one the module checks against.
  const { ApiError } = await import('@/api/client');
  return { module: await import('@/api/pending-confirmations'), storage, ApiError };
}

const entry = (orderId: string): ConfirmOrderInput => ({
  orderId,
  paymentId: `pay_${orderId}`,
  signature: 'ab'.repeat(32),
});

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('pending confirmations', () => {
  it('remembers one entry per order and forgets it', async () => {
    const { module } = await load();
    module.rememberConfirmation(entry('o1'));
    module.rememberConfirmation(entry('o2'));
    module.rememberConfirmation({ ...entry('o1'), paymentId: 'pay_again' });
    expect(module.pendingConfirmations().map((e) => [e.orderId, e.paymentId])).toEqual([
      ['o2', 'pay_o2'],
      ['o1', 'pay_again'],
    ]);
    module.forgetConfirmation('o2');
    expect(module.pendingConfirmations().map((e) => e.orderId)).toEqual(['o1']);
  });

  it('resumes only the signed-in account’s; another account never sends nor forgets them', async () => {
    // A's confirmation got no answer; A signed out and B signed in on this browser. B's token
    // cannot confirm A's order (404), and that refusal forgot it for good: A's payment taken,
    // A's order never paid.
    const { module, ApiError } = await load();
    module.rememberConfirmation(entry('of-a'), 'user-a');
    module.rememberConfirmation(entry('of-b'), 'user-b');
    const confirm = vi.fn((e: ConfirmOrderInput) =>
      e.orderId === 'of-b'
        ? Promise.resolve({})
        : Promise.reject(new ApiError('http', 404, ['No such order'])),
    );
    expect(await module.resumeConfirmations(confirm, 'user-b')).toBe(1);
    expect(confirm.mock.calls.map(([e]) => e.orderId)).toEqual(['of-b']);
    expect(module.pendingConfirmations().map((e) => e.orderId)).toEqual(['of-a']);
    expect(module.pendingConfirmations('user-b')).toEqual([]);
    // A signs in again: sent, confirmed, forgotten.
    confirm.mockImplementation(() => Promise.resolve({}));
    expect(await module.resumeConfirmations(confirm, 'user-a')).toBe(1);
    expect(module.pendingConfirmations()).toEqual([]);
  });

  it('an entry kept before owners were recorded is anyone’s, as it was', async () => {
    const { module } = await load({
      'glamour.pendingConfirmations': JSON.stringify([entry('old')]),
    });
    expect(module.pendingConfirmations('user-b').map((e) => e.orderId)).toEqual(['old']);
  });

  it('reads damaged storage as nothing, never throwing', async () => {
    const { module } = await load({ 'glamour.pendingConfirmations': '{"not": "a list"' });
    expect(module.pendingConfirmations()).toEqual([]);
    const { module: other } = await load({
      'glamour.pendingConfirmations': JSON.stringify([{ orderId: 'o1' }, 5]),
    });
    expect(other.pendingConfirmations()).toEqual([]);
  });

  it('resumes: confirmed and refused ones are forgotten, unanswered ones kept for later', async () => {
    const { module, ApiError } = await load();
    module.rememberConfirmation(entry('ok'));
    module.rememberConfirmation(entry('refused'));
    module.rememberConfirmation(entry('lost'));
    const confirm = vi.fn(({ orderId }: ConfirmOrderInput) => {
      if (orderId === 'ok') return Promise.resolve({});
      if (orderId === 'refused')
        return Promise.reject(new ApiError('http', 400, ['The payment could not be verified']));
      return Promise.reject(new ApiError('timeout', 0, ['timeout of 8000 ms exceeded']));
    });
    expect(await module.resumeConfirmations(confirm)).toBe(1);
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(module.pendingConfirmations().map((e) => e.orderId)).toEqual(['lost']);
  });

  it('shares one run between concurrent callers (one request per entry)', async () => {
    const { module } = await load();
    module.rememberConfirmation(entry('o1'));
    const confirm = vi.fn(() => Promise.resolve({}));
    const [a, b] = await Promise.all([
      module.resumeConfirmations(confirm),
      module.resumeConfirmations(confirm),
    ]);
    expect([a, b]).toEqual([1, 1]);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
