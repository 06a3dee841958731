import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  recentExcept,
  recordView,
  RECENTLY_VIEWED_MAX,
} from '@/domain/recently-viewed';

describe('recently viewed', () => {
  it('puts the latest view first without repeats', () => {
    expect(recordView([], 'a')).toEqual(['a']);
    expect(recordView(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(recordView(['a'], '')).toEqual(['a']);
  });

  it('keeps at most the maximum, dropping the oldest', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => `p${i}`);
    const next = recordView(full, 'new');
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`p${RECENTLY_VIEWED_MAX - 1}`);
  });

  it('leaves the current product out', () => {
    expect(recentExcept(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('distrusts whatever storage held', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('a,b')).toEqual([]);
    expect(parseRecentlyViewed(['a', 3, '', 'a', 'b'])).toEqual(['a', 'b']);
    expect(parseRecentlyViewed(Array.from({ length: 20 }, (_, i) => `p${i}`))).toHaveLength(
      RECENTLY_VIEWED_MAX,
    );
  });
});
