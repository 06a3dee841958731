import { describe, expect, it } from 'vitest';
import { suggest } from '@/domain/search';

const products = [
  { id: '1', name: 'Lakme Eyeconic Kajal', brand: 'Lakme' },
  { id: '2', name: 'Plum Green Tea Toner', brand: 'Plum' },
  { id: '3', name: 'Mamaearth Onion Shampoo', brand: 'mamaearth' },
  { id: '4', name: 'Plum Body Mist', brand: 'Plum' },
  { id: '5', name: 'Onion Hair Oil by Mamaearth', brand: 'mamaearth' },
];
const brands = ['Lakme', 'Plum', 'mamaearth', 'MAC'];
const categories = ['Makeup', 'Skin Care', 'Hair', 'Bath & Body'];

describe('suggest', () => {
  it('gives nothing for blank text', () => {
    expect(suggest('', products, brands, categories)).toEqual([]);
    expect(suggest('   ', products, brands, categories)).toEqual([]);
  });

  it('matches categories, brands and product names case-insensitively, in that order', () => {
    expect(suggest('HAIR', products, brands, categories)).toEqual([
      { kind: 'category', label: 'Hair' },
      { kind: 'product', id: '5', label: 'Onion Hair Oil by Mamaearth' },
    ]);
    expect(suggest('plum', products, brands, categories)).toEqual([
      { kind: 'brand', label: 'Plum' },
      { kind: 'product', id: '2', label: 'Plum Green Tea Toner' },
      { kind: 'product', id: '4', label: 'Plum Body Mist' },
    ]);
  });

  it('puts names that start with the text first', () => {
    const labels = suggest('onion', products, brands, categories).map((s) => s.label);
    expect(labels).toEqual(['Onion Hair Oil by Mamaearth', 'Mamaearth Onion Shampoo']);
  });

  it('suggests brands from the brand list, whatever products are at hand', () => {
    // The products are a search's first page: a brand none of them names is still suggested.
    expect(suggest('mac', [], brands, categories)).toEqual([{ kind: 'brand', label: 'MAC' }]);
  });

  it('skips products whose name does not contain the text', () => {
    expect(suggest('kajal', products, [], [])).toEqual([
      { kind: 'product', id: '1', label: 'Lakme Eyeconic Kajal' },
    ]);
  });

  it('honours the limits', () => {
    const result = suggest('ma', products, brands, categories, {
      products: 1,
      brands: 5,
      categories: 1,
    });
    expect(result).toEqual([
      { kind: 'category', label: 'Makeup' },
      { kind: 'brand', label: 'mamaearth' },
      { kind: 'brand', label: 'MAC' },
      { kind: 'product', id: '3', label: 'Mamaearth Onion Shampoo' },
    ]);
  });
});
