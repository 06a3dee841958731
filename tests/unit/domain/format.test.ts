import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, formatRupees, namesAtoZ, truncate } from '@/domain/format';
import { seedProducts } from '@backend/store/seed';

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

/**
 * The formatters write numbers without `Intl` (see the module), so `Intl` is the reference: what
 * they print must be what `Intl.NumberFormat('en-IN')` prints, for any number.
 */
describe('money and counts, against Intl', () => {
  const intl = {
    rupees: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    price: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
    count: new Intl.NumberFormat('en-IN'),
  };

  /** A seeded pseudo-random sequence (mulberry32), so a failure can be replayed. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const next = random(20261127);
  const numbers = [
    // Halves that binary floating point does not hold exactly, and carries through every digit.
    ...[0, -0, 0.5, 1.005, 2.675, 1.2345, 999.995, 9.995, 99999.995, 0.001, -0.001, -0.005],
    ...[1e-7, 5e-7, 123456789.125, 1e15, 1e20, 1e21, 1.5e22, -50, -1234.567, 0.045],
    ...Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 12 - 3);
      const value = next() * magnitude;
      // Prices as the shop holds them (paise), a third decimal, and any double at all.
      const shaped = [Math.round(value * 100) / 100, Math.round(value * 1000) / 1000, value][i % 3];
      return next() < 0.2 ? -(shaped ?? 0) : (shaped ?? 0);
    }),
  ];

  it('prints every number as Intl does', () => {
    for (const value of numbers) {
      expect([value, formatRupees(value)]).toEqual([value, intl.rupees.format(value)]);
      expect([value, formatPrice(value)]).toEqual([value, intl.price.format(value)]);
      expect([value, formatCount(value)]).toEqual([value, intl.count.format(value)]);
    }
  });

  it('makes no Intl object', () => {
    const made: string[] = [];
    const watch = <T extends object>(name: string, target: T) =>
      new Proxy(target, {
        construct(original, args: unknown[]) {
          made.push(name);
          return Reflect.construct(original as new (...a: unknown[]) => object, args);
        },
      });
    const saved = { ...Intl };
    Object.assign(Intl, {
      NumberFormat: watch('NumberFormat', Intl.NumberFormat),
      Collator: watch('Collator', Intl.Collator),
    });
    try {
      formatRupees(1);
      formatPrice(2);
      formatCount(3);
      namesAtoZ(['b', 'a']);
    } finally {
      Object.assign(Intl, saved);
    }
    expect(made).toEqual([]);
  });
});

describe('namesAtoZ', () => {
  it('orders names as Intl.Collator does, case and accents aside', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const brands = [...new Set(seedProducts.map((product) => product.brand))];
    const tricky = [
      "L'Oreal",
      'La Roche-Posay',
      'Lakmé',
      'lakme',
      'dot & key',
      'O3+',
      '3M',
      'Über',
      'a b',
      'ab',
      'A-B',
    ];
    for (const list of [brands, tricky, [...brands, ...tricky].reverse()])
      expect(namesAtoZ(list)).toEqual([...list].sort(collator.compare));
  });

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
