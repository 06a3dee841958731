import { describe, expect, it } from 'vitest';
import { suggest } from '@/domain/search';

const products = [
  { id: '1', name: 'Lakme Eyeconic Kajal', brand: 'Lakme' },
  { id: '2', name: 'Plum Green Tea Toner', brand: 'Plum' },
  { id: '3', name: 'Mamaearth Onion Shampoo', brand: 'mamaearth' },
  { id: '4', name: 'Plum Body Mist', brand: 'Plum' },
  { id: '5', name: 'Onion Hair Oil by Mamaearth', brand: 'mamaearth' },
];
const categories = ['Makeup', 'Skin Care', 'Hair', 'Bath & Body'];

describe('suggest', () => {
  it('gives nothing for blank text', () => {
    expect(suggest('', products, categories)).toEqual([]);
    expect(suggest('   ', products, categories)).toEqual([]);
  });

  it('matches categories, brands and product names case-insensitively, in that order', () => {
    expect(suggest('HAIR', products, categories)).toEqual([
      { kind: 'category', label: 'Hair' },
      { kind: 'product', id: '5', label: 'Onion Hair Oil by Mamaearth' },
    ]);
    expect(suggest('plum', products, categories)).toEqual([
      { kind: 'brand', label: 'Plum' },
      { kind: 'product', id: '2', label: 'Plum Green Tea Toner' },
      { kind: 'product', id: '4', label: 'Plum Body Mist' },
    ]);
  });

  it('puts names that start with the text first', () => {
    const labels = suggest('onion', products, categories).map((s) => s.label);
    expect(labels).toEqual(['Onion Hair Oil by Mamaearth', 'Mamaearth Onion Shampoo']);
  });

  it('lists each brand once and honours the limits', () => {
    const result = suggest('ma', products, categories, { products: 1, brands: 5, categories: 1 });
    expect(result).toEqual([
      { kind: 'category', label: 'Makeup' },
      { kind: 'brand', label: 'mamaearth' },
      { kind: 'product', id: '3', label: 'Mamaearth Onion Shampoo' },
    ]);
  });
});
