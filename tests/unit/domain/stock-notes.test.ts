import { describe, expect, it } from 'vitest';
import { MAX_QTY } from '@/domain/cart';
import { fewLeftNote, lineStock, qtyCap, stockOf } from '@/domain/stock-notes';

describe('fewLeftNote', () => {
  it('says how many are left from 1 to the threshold only', () => {
    expect(fewLeftNote(0)).toBeNull();
    expect(fewLeftNote(1)).toBe('Only 1 left');
    expect(fewLeftNote(5)).toBe('Only 5 left');
    expect(fewLeftNote(6)).toBeNull();
  });
});

describe('qtyCap', () => {
  it('is the stock, never above the most one line holds nor below 0', () => {
    expect(qtyCap(3)).toBe(3);
    expect(qtyCap(40)).toBe(MAX_QTY);
    expect(qtyCap(0)).toBe(0);
    expect(qtyCap(-2)).toBe(0);
  });
});

describe('lineStock', () => {
  it('lets + add while the line is below the stock, saying nothing when there is plenty', () => {
    expect(lineStock(2, 40)).toEqual({ canIncrease: true, short: false, note: null });
  });

  it('says how many are left at 5 or fewer, and stops + at the stock', () => {
    expect(lineStock(2, 3)).toEqual({ canIncrease: true, short: false, note: 'Only 3 left' });
    expect(lineStock(3, 3)).toEqual({ canIncrease: false, short: false, note: 'Only 3 left' });
  });

  it('gives the reason + stops when there are more than 5', () => {
    expect(lineStock(8, 8)).toEqual({
      canIncrease: false,
      short: false,
      note: 'No more in stock',
    });
    expect(lineStock(MAX_QTY, 50)).toEqual({
      canIncrease: false,
      short: false,
      note: `At most ${MAX_QTY} of one product per order`,
    });
  });

  it('marks a line asking for more than there is, and one sold out', () => {
    expect(lineStock(4, 2)).toEqual({
      canIncrease: false,
      short: true,
      note: 'Only 2 left: lower the quantity to place the order',
    });
    expect(lineStock(1, 0)).toEqual({ canIncrease: false, short: true, note: 'Out of Stock' });
  });
});

describe('stockOf', () => {
  it('reads the count, and an older copy without one by its in-stock flag', () => {
    expect(stockOf({ stock: 3, inStock: true })).toBe(3);
    expect(stockOf({ stock: 0, inStock: false })).toBe(0);
    expect(stockOf({ inStock: false })).toBe(0);
    const unknown = stockOf({ inStock: true });
    expect(fewLeftNote(unknown)).toBeNull();
    expect(qtyCap(unknown)).toBe(MAX_QTY);
  });
});
