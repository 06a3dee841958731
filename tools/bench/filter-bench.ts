/**
 * Filter + sort + facet counts over a generated 10,000-product catalogue (the same generator the
 * back end's ?catalog=N switch uses): the median of 50 runs per scenario, after a warm-up.
 */
import { generateCatalog } from '../../backend/store/catalog-generator';
import productsJson from '../../backend/store/seed/products.json';
import { toProduct } from '../../src/domain/adapters';
import {
  applyFilters,
  DEFAULT_FILTERS,
  facetCounts,
  type FilterState,
} from '../../src/domain/filters';
import type { ProductRecord } from '../../src/domain/types';

const SIZE = 10_000;
const RUNS = 50;

const products = generateCatalog(productsJson as ProductRecord[], SIZE).map(toProduct);

const scenarios: Array<[string, FilterState]> = [
  ['no filters, sort low to high', { ...DEFAULT_FILTERS, sort: 'LTH' }],
  [
    'search "cream" + price <= 1500 + rating >= 3, high to low',
    { ...DEFAULT_FILTERS, search: 'cream', price: 1500, rating: 3, sort: 'HTL' },
  ],
  [
    '2 categories + 3 brands + rating >= 4, low to high',
    {
      ...DEFAULT_FILTERS,
      categories: ['Makeup', 'Skin Care'],
      brands: ['Lakme', 'MAC', 'Plum'],
      rating: 4,
      sort: 'LTH',
    },
  ],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const rows = scenarios.map(([name, filters]) => {
  for (let i = 0; i < 5; i += 1) applyFilters(products, filters); // warm-up (JIT)
  const times: number[] = [];
  let shown = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const result = applyFilters(products, filters);
    facetCounts(products, filters);
    times.push(performance.now() - start);
    shown = result.length;
  }
  return {
    scenario: name,
    products: products.length,
    shown,
    medianMs: Math.round(median(times) * 100) / 100,
  };
});

console.log(JSON.stringify(rows));
