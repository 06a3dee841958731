import { describe, expect, it } from 'vitest';
import {
  authorName,
  combineRatings,
  histogramOf,
  isHidden,
  summarise,
  unreadableText,
} from '@/domain/reviews';
import { reviewInputSchema } from '@/domain/review-schemas';

const errorsOf = (input: unknown) => {
  const parsed = reviewInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};
const good = { rating: 4, title: 'Soft and lasting', body: 'Stays on through lunch and tea.' };

describe('review text', () => {
  it('accepts words, kept as written (markup among words included: it is shown as text)', () => {
    expect(reviewInputSchema.parse({ ...good, body: '  <b>Bold</b> claim: it works.  ' })).toEqual({
      ...good,
      body: '<b>Bold</b> claim: it works.',
    });
  });

  it('refuses text made only of markup, control or invisible characters, saying which', () => {
    expect(unreadableText('<p></p><br/>&nbsp;')).toMatch(/not markup/);
    expect(unreadableText('\u0001\u0002\u0003')).toMatch(/control characters/);
    expect(unreadableText('\u200B\u200D\u2060\u3164')).toMatch(/invisible/);
    expect(unreadableText('Nice')).toBeUndefined();
    expect(errorsOf({ ...good, title: '\u200B\u200B' })).toEqual([
      'This holds only invisible characters; write some words.',
    ]);
    expect(errorsOf({ ...good, body: '<script></script><img src=x>' })).toEqual([
      'Write words, not markup: this holds only tags.',
    ]);
  });

  it('bounds the rating, title and body, counting characters as a reader does', () => {
    expect(errorsOf({ ...good, rating: 0 })).toEqual(['Choose from 1 to 5 stars.']);
    expect(errorsOf({ ...good, rating: 4.5 })).toEqual(['Choose from 1 to 5 stars.']);
    expect(errorsOf({ ...good, title: '' })).toEqual(['Write 1 to 100 characters.']);
    expect(errorsOf({ ...good, title: 'x'.repeat(101) })).toEqual(['Write 1 to 100 characters.']);
    expect(errorsOf({ ...good, body: 'Too short' })).toEqual(['Write 10 to 2000 characters.']);
    // Ten emoji are ten characters (twenty UTF-16 units).
    expect(errorsOf({ ...good, body: '💄'.repeat(10) })).toEqual([]);
    expect(errorsOf({ ...good, body: 'a'.repeat(2001) })).toHaveLength(1);
  });
});

describe('review figures', () => {
  it('names the author by first name and last initial only', () => {
    expect(authorName('Aanya', 'sharma')).toBe('Aanya S.');
    expect(authorName(' Ravi ', '')).toBe('Ravi');
    expect(authorName('', 'Khan')).toBe('Shopper K.');
  });

  it('combines the imported rating with live stars: counts add, the mean to one decimal', () => {
    expect(combineRatings({ value: 4.4, count: 10 }, [1])).toEqual({ value: 4.1, count: 11 });
    expect(combineRatings({ value: 0, count: 0 }, [5, 4])).toEqual({ value: 4.5, count: 2 });
    expect(combineRatings({ value: 0, count: 0 }, [])).toEqual({ value: 0, count: 0 });
  });

  it('counts stars by value and summarises a product', () => {
    expect(histogramOf([5, 5, 1, 3])).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0, '5': 2 });
    expect(summarise({ value: '4', count: '2' }, [1])).toEqual({
      average: 3,
      ratingCount: 3,
      reviewCount: 1,
      histogram: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('hides at three reports unless the operator decided', () => {
    expect(isHidden('auto', 2)).toBe(false);
    expect(isHidden('auto', 3)).toBe(true);
    expect(isHidden('approved', 9)).toBe(false);
    expect(isHidden('hidden', 0)).toBe(true);
  });
});
