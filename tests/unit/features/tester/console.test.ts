import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/domain/console';
import { isLogEntry, mergeLog } from '@/features/tester/console/console-log';
import { describeSettings } from '@/features/tester/settings-badge';

const entry = (seq: number, at: string, path = '/api/products'): LogEntry => ({
  seq,
  method: 'GET',
  path,
  status: 200,
  ms: 400,
  at,
});

describe('live log view', () => {
  it('orders newest first and drops duplicates (the initial read and the channel overlap)', () => {
    const a = entry(1, '2025-01-10T10:00:00.000Z');
    const b = entry(2, '2025-01-10T10:00:01.000Z');
    const merged = mergeLog([b], [a, b], null);
    expect(merged).toEqual([b, a]);
  });

  it('keeps entries of two tabs that share a seq', () => {
    const thisTab = entry(1, '2025-01-10T10:00:00.000Z', '/api/products');
    const otherTab = entry(1, '2025-01-10T10:00:02.000Z', '/api/user/cart');
    expect(mergeLog([thisTab], [otherTab], null)).toEqual([otherTab, thisTab]);
  });

  it('hides what came before the view was cleared and keeps at most the limit', () => {
    const old = entry(1, '2025-01-10T10:00:00.000Z');
    const fresh = entry(2, '2025-01-10T10:00:05.000Z');
    expect(mergeLog([], [old, fresh], old.at)).toEqual([fresh]);
    const many = Array.from({ length: 10 }, (_, i) => entry(i, `2025-01-10T10:00:0${i}.000Z`));
    expect(mergeLog([], many, null, 3).map((e) => e.seq)).toEqual([9, 8, 7]);
  });

  it('accepts only well-formed entries from the channel', () => {
    expect(isLogEntry(entry(1, '2025-01-10T10:00:00.000Z'))).toBe(true);
    expect(isLogEntry({ seq: '1' })).toBe(false);
    expect(isLogEntry(null)).toBe(false);
  });
});

describe('the badge', () => {
  it('describes what differs from the defaults', () => {
    expect(describeSettings({ latencyMs: 400, failures: {} })).toEqual([]);
    expect(
      describeSettings({ latencyMs: 0, failures: { cart: '500', auth: 'hang', orders: 'none' } }),
    ).toEqual(['auth: Never answers', 'cart: 500', 'Latency 0 ms']);
  });
});
