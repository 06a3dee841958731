import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, formatRupees, namesAtoZ, truncate } from '@/domain/format';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('Philips Hair Dryer', 30)).toBe('Philips Hair Dryer');
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30));
    expect(truncate('', 30)).toBe('');
  });

  it('cuts longer text at the limit and adds the ellipsis (30 on cards, 50 in the cart)', () => {
    const name = 'Lakme 9 To 5 Primer + Matte Lipstick - MP8 Rosy Sunday';
    expect(truncate(name, 30)).toBe('Lakme 9 To 5 Primer + Matte Li…');
    expect(truncate(name, 50, '...')).toBe('Lakme 9 To 5 Primer + Matte Lipstick - MP8 Rosy Su...');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(truncate('💄💄💄', 2)).toBe('💄💄…');
  });

  it('treats a negative limit as zero', () => {
    expect(truncate('abc', -1)).toBe('…');
  });
});

describe('money', () => {
  it('formats rupees with two decimals in Indian grouping', () => {
    expect(formatRupees(1234)).toBe('₹1,234.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('shows a non-number as zero instead of NaN', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('₹0');
  });

  it('formats prices without paise unless there are some', () => {
    expect(formatPrice(338)).toBe('₹338');
    expect(formatPrice(2956)).toBe('₹2,956');
    expect(formatPrice(99.5)).toBe('₹99.5');
  });

  it('groups counts the Indian way', () => {
    expect(formatCount(25820)).toBe('25,820');
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

describe('namesAtoZ', () => {
  it('orders names as a reader does, whatever their case or accents, and leaves the list as it was', () => {
    const brands = ['Veet', 'mamaearth', 'MAC', 'Lakme', 'Émile', 'dot & key', 'Nivea'];
    expect(namesAtoZ(brands)).toEqual([
      'dot & key',
      'Émile',
      'Lakme',
      'MAC',
      'mamaearth',
      'Nivea',
      'Veet',
    ]);
    expect(brands[0]).toBe('Veet');
  });
});
