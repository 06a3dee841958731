import { describe, expect, it } from 'vitest';
import { clampPage } from '@/features/catalog/listing/product-grid';
import { parsePage } from '@/features/catalog/listing/use-page-param';

describe('clampPage', () => {
  it('keeps a page that exists', () => {
    expect(clampPage(1, 209)).toBe(1);
    expect(clampPage(2, 209)).toBe(2);
    expect(clampPage(209, 209)).toBe(209);
  });

  it('shows the nearest real page for one out of range', () => {
    expect(clampPage(0, 209)).toBe(1);
    expect(clampPage(-3, 209)).toBe(1);
    expect(clampPage(999, 209)).toBe(209);
    expect(clampPage(Number.POSITIVE_INFINITY, 209)).toBe(209);
    expect(clampPage(Number.NaN, 209)).toBe(1);
    expect(clampPage(2.7, 209)).toBe(2);
  });

  it('is page 1 when there is at most one page', () => {
    expect(clampPage(5, 1)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe('parsePage', () => {
  it('reads a whole number from 1 up', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('999')).toBe(999);
  });

  it('treats anything else as page 1', () => {
    for (const raw of [null, '', ' ', '0', '-3', '2.5', 'abc', 'NaN', 'Infinity', '1e400'])
      expect(parsePage(raw), String(raw)).toBe(1);
  });
});
