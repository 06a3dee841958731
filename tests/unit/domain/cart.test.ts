import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  addWishlistEntry,
  changeQty,
  formatTimestamp,
  MAX_QTY,
  removeLine,
} from '@/domain/cart';
import type { CartLineRecord, ProductRecord } from '@/domain/types';

const product = (id: string, price = '100', originalPrice = '120'): ProductRecord => ({
  _id: id,
  name: `Product ${id}`,
  image: `/images/products/${id}.svg`,
  brand: 'Plum',
  size: '(50ml)',
  price,
  originalPrice,
  off: '10%',
  offer: '',
  categoryName: 'Skin Care',
  productType: 'cream',
  ratings: { value: '4.1', count: '10' },
  stock: 20,
  inStock: true,
  isBestSeller: false,
});

const T1 = '2026-01-01T10:00:00+05:30';
const T2 = '2026-01-01T11:00:00+05:30';

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.value;
}

describe('addLine', () => {
  it('adds a copy of the product with qty 1 and both timestamps', () => {
    const cart = ok(addLine([], product('a'), T1));
    expect(cart).toEqual([{ ...product('a'), qty: 1, createdAt: T1, updatedAt: T1 }]);
  });

  it('refuses a product already in the cart, leaving the cart as it was', () => {
    const cart = ok(addLine([], product('a'), T1));
    expect(addLine(cart, product('a'), T2)).toEqual({ ok: false, reason: 'already-in-list' });
    expect(cart).toHaveLength(1);
  });

  it('never changes the list it was given', () => {
    const cart: CartLineRecord[] = [];
    addLine(cart, product('a'), T1);
    expect(cart).toEqual([]);
  });
});

describe('changeQty', () => {
  const cart = ok(addLine([], product('a'), T1));

  it('increments and decrements, stamping updatedAt only', () => {
    const up = ok(changeQty(cart, 'a', 'increment', T2));
    expect(up[0]).toMatchObject({ qty: 2, createdAt: T1, updatedAt: T2 });
    expect(ok(changeQty(up, 'a', 'decrement', T2))[0]?.qty).toBe(1);
  });

  it('refuses to go below 1 (the boundary) and refuses an unknown line', () => {
    expect(changeQty(cart, 'a', 'decrement', T2)).toEqual({ ok: false, reason: 'min-qty' });
    expect(changeQty(cart, 'b', 'increment', T2)).toEqual({ ok: false, reason: 'not-in-list' });
  });

  it('keeps qty within 1..MAX_QTY whatever the sequence (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('increment', 'decrement') as fc.Arbitrary<'increment' | 'decrement'>,
          { maxLength: 3 * MAX_QTY },
        ),
        (steps) => {
          let lines = cart;
          let expected = 1;
          for (const step of steps) {
            const next = changeQty(lines, 'a', step, T2);
            if (next.ok) lines = next.value;
            expected =
              step === 'increment' ? Math.min(MAX_QTY, expected + 1) : Math.max(1, expected - 1);
            expect(lines[0]?.qty).toBe(expected);
          }
        },
      ),
      // The sequence that found the model's missing upper bound (one run in a full suite, seed
      // -117305013): ten increments from 1.
      { numRuns: 150, examples: [[Array<'increment'>(MAX_QTY).fill('increment')]] },
    );
  });
});

describe('removeLine and addWishlistEntry', () => {
  it('removes a line, refuses one that is not there', () => {
    const cart = ok(addLine(ok(addLine([], product('a'), T1)), product('b'), T1));
    expect(ok(removeLine(cart, 'a')).map((l) => l._id)).toEqual(['b']);
    expect(removeLine(cart, 'z')).toEqual({ ok: false, reason: 'not-in-list' });
  });

  it('adds a wishlist entry without qty, refuses duplicates', () => {
    const list = ok(addWishlistEntry([], product('a'), T1));
    expect(list).toEqual([{ ...product('a'), createdAt: T1, updatedAt: T1 }]);
    expect(addWishlistEntry(list, product('a'), T2)).toEqual({
      ok: false,
      reason: 'already-in-list',
    });
  });

  it('never holds duplicate lines, whatever is added and removed (property)', () => {
    const op = fc.tuple(fc.constantFrom('add', 'remove'), fc.constantFrom('a', 'b', 'c'));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let cart: CartLineRecord[] = [];
        for (const [kind, id] of ops) {
          const next = kind === 'add' ? addLine(cart, product(id), T1) : removeLine(cart, id);
          if (next.ok) cart = next.value;
        }
        const ids = cart.map((l) => l._id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 150 },
    );
  });
});

describe('formatTimestamp', () => {
  it('writes India Standard Time as YYYY-MM-DDTHH:mm:ss+05:30', () => {
    expect(formatTimestamp(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T05:30:00+05:30');
    // Crossing midnight and a year boundary in IST.
    expect(formatTimestamp(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01T00:00:00+05:30');
    expect(formatTimestamp(new Date('2026-03-05T07:08:09Z'))).toBe('2026-03-05T12:38:09+05:30');
  });
});
