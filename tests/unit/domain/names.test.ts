import { describe, expect, it } from 'vitest';
import { hasVisibleText } from '@/domain/names';

describe('hasVisibleText', () => {
  it.each([['Meera'], ['  Ōmar '], ['李'], ['O’Neil'], ['7'], ['\u200bAsha\u200b']])(
    'accepts %j',
    (value) => {
      expect(hasVisibleText(value)).toBe(true);
    },
  );

  it.each([
    [''],
    ['   '],
    ['\u200b\u200c\u200d'], // zero-width space, non-joiner, joiner
    ['\u202e\u202d'], // right-to-left and left-to-right overrides
    ['\u2066\u2069\u200f'], // isolates and a right-to-left mark
    ['\ufeff\u2060'], // byte-order mark, word joiner
    ['\u0301\u0308'], // combining marks with nothing to sit on
    ['\u3000\u00a0\t'], // ideographic and no-break spaces, a tab
  ])('refuses %j', (value) => {
    expect(hasVisibleText(value)).toBe(false);
  });
});
