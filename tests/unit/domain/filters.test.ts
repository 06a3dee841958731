import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProductQuery } from '@/domain/product-query';
import {
  appliedChips,
  applyFilters,
  brandOnly,
  brandsOf,
  categoryOnly,
  DEFAULT_FILTERS,
  facetCounts,
  filtersHref,
  isDefaultFilters,
  matchesFilters,
  parseFilters,
  parseSortOrder,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_NO_LIMIT,
  priceFromSlider,
  searchOnly,
  serializeFilters,
  sliderValueOf,
  sortByPrice,
  sortLabel,
  SORT_OPTIONS,
  toggleBrand,
  toggleCategory,
  type FilterState,
} from '@/domain/filters';
import type { Product } from '@/domain/types';

function product(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Product ${overrides.id}`,
    image: '',
    brand: 'Plum',
    size: '',
    price: 500,
    originalPrice: 600,
    off: '15%',
    offer: '',
    categoryName: 'Skin Care',
    productType: 'cream',
    rating: 4,
    ratingCount: 10,
    stock: 20,
    inStock: true,
    isBestSeller: false,
    ...overrides,
  };
}

const catalogue = [
  product({
    id: 'a',
    name: 'Lakme Matte Lipstick',
    brand: 'Lakme',
    categoryName: 'Makeup',
    price: 468,
    rating: 4.4,
  }),
  product({
    id: 'b',
    name: 'Plum Green Tea Toner',
    brand: 'Plum',
    categoryName: 'Skin Care',
    price: 293,
    rating: 2.9,
  }),
  product({
    id: 'c',
    name: 'MAC Studio Fix Foundation',
    brand: 'MAC',
    categoryName: 'Makeup',
    price: 2250,
    rating: 2.9,
  }),
  product({
    id: 'd',
    name: 'Philips Hair Dryer',
    brand: 'Philips',
    categoryName: 'Appliances',
    price: 1076,
    rating: 4.2,
  }),
  product({
    id: 'e',
    name: 'Plum Vanilla Body Mist',
    brand: 'Plum',
    categoryName: 'Fragrance',
    price: 446,
    rating: 3.2,
  }),
  product({
    id: 'f',
    name: 'Lakme Eyeconic Kajal',
    brand: 'Lakme',
    categoryName: 'Makeup',
    price: 265,
    rating: 3.2,
  }),
  product({
    id: 'g',
    name: 'Heated Straightening Brush',
    brand: 'Philips',
    categoryName: 'Appliances',
    price: 12_000,
    rating: 4,
  }),
];

const ids = (products: readonly Product[]) => products.map((p) => p.id);
const filters = (overrides: Partial<FilterState>): FilterState => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('each filter rule', () => {
  it('keeps everything, in catalogue order, with the defaults (no price limit at all)', () => {
    expect(ids(applyFilters(catalogue, DEFAULT_FILTERS))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
  });

  it('search is a case-insensitive substring of the name, ignoring surrounding spaces', () => {
    expect(ids(applyFilters(catalogue, filters({ search: 'lakME' })))).toEqual(['a', 'f']);
    expect(ids(applyFilters(catalogue, filters({ search: '  tea ' })))).toEqual(['b']);
    expect(ids(applyFilters(catalogue, filters({ search: 'Plum' })))).toEqual(['b', 'e']);
    // brand names are not searched, only product names
    expect(ids(applyFilters(catalogue, filters({ search: 'Skin Care' })))).toEqual([]);
  });

  it('price keeps products priced at or below the value', () => {
    expect(ids(applyFilters(catalogue, filters({ price: 446 })))).toEqual(['b', 'e', 'f']);
    expect(ids(applyFilters(catalogue, filters({ price: 100 })))).toEqual([]);
  });

  it('rating keeps products rated at or above the value', () => {
    expect(ids(applyFilters(catalogue, filters({ rating: 4 })))).toEqual(['a', 'd', 'g']);
    expect(ids(applyFilters(catalogue, filters({ rating: 3 })))).toEqual(['a', 'd', 'e', 'f', 'g']);
    expect(applyFilters(catalogue, filters({ rating: 1 }))).toHaveLength(7);
  });

  it("categories are OR'd", () => {
    expect(ids(applyFilters(catalogue, filters({ categories: ['Makeup'] })))).toEqual([
      'a',
      'c',
      'f',
    ]);
    expect(ids(applyFilters(catalogue, filters({ categories: ['Makeup', 'Fragrance'] })))).toEqual([
      'a',
      'c',
      'e',
      'f',
    ]);
  });

  it("brands are OR'd", () => {
    expect(ids(applyFilters(catalogue, filters({ brands: ['Plum', 'MAC'] })))).toEqual([
      'b',
      'c',
      'e',
    ]);
  });

  it('sorts by price both ways and resets to catalogue order', () => {
    expect(ids(applyFilters(catalogue, filters({ sort: 'LTH' })))).toEqual([
      'f',
      'b',
      'e',
      'a',
      'd',
      'c',
      'g',
    ]);
    expect(ids(applyFilters(catalogue, filters({ sort: 'HTL' })))).toEqual([
      'g',
      'c',
      'd',
      'a',
      'e',
      'b',
      'f',
    ]);
    expect(ids(sortByPrice(catalogue, ''))).toEqual(ids(catalogue));
  });

  it('sorting is stable: equal prices keep catalogue order', () => {
    const same = [
      product({ id: '1', price: 5 }),
      product({ id: '2', price: 5 }),
      product({ id: '3', price: 1 }),
    ];
    expect(ids(sortByPrice(same, 'LTH'))).toEqual(['3', '1', '2']);
    expect(ids(sortByPrice(same, 'HTL'))).toEqual(['1', '2', '3']);
  });

  it('never changes its input', () => {
    const copy = [...catalogue];
    applyFilters(catalogue, filters({ sort: 'HTL', search: 'a' }));
    expect(catalogue).toEqual(copy);
  });
});

describe('combinations', () => {
  it("groups are AND'ed: category and brand", () => {
    expect(
      ids(applyFilters(catalogue, filters({ categories: ['Makeup'], brands: ['Lakme'] }))),
    ).toEqual(['a', 'f']);
    expect(
      ids(applyFilters(catalogue, filters({ categories: ['Makeup'], brands: ['Plum'] }))),
    ).toEqual([]);
  });

  it('every group at once, then sorted', () => {
    const f = filters({
      search: 'e',
      price: 1500,
      categories: ['Makeup', 'Appliances', 'Fragrance'],
      brands: ['Lakme', 'Philips', 'Plum'],
      rating: 3,
      sort: 'HTL',
    });
    // the body mist has no 'e' in its name
    expect(ids(applyFilters(catalogue, f))).toEqual(['d', 'a', 'f']);
  });

  it('matchesFilters agrees with applyFilters for any filter state', () => {
    const state = fc.record({
      search: fc.constantFrom('', 'plum', 'LAK', 'x', ' e '),
      price: fc.constantFrom(100, 300, 500, 1500, 3000, PRICE_NO_LIMIT),
      categories: fc.subarray(['Makeup', 'Skin Care', 'Appliances', 'Fragrance']),
      brands: fc.subarray(['Lakme', 'Plum', 'MAC', 'Philips']),
      rating: fc.constantFrom(0, 1, 2, 3, 4),
      sort: fc.constantFrom('' as const, 'LTH' as const, 'HTL' as const),
    });
    fc.assert(
      fc.property(state, (f) => {
        const kept = new Set(ids(applyFilters(catalogue, f)));
        for (const p of catalogue) expect(kept.has(p.id)).toBe(matchesFilters(p, f));
      }),
    );
  });
});

describe('changes', () => {
  it('categories and brands toggle in and out; nothing else changes', () => {
    const once = toggleCategory(DEFAULT_FILTERS, 'Makeup');
    expect(once.categories).toEqual(['Makeup']);
    expect(toggleCategory(once, 'Makeup').categories).toEqual([]);
    expect(toggleBrand(toggleBrand(DEFAULT_FILTERS, 'Plum'), 'MAC').brands).toEqual([
      'Plum',
      'MAC',
    ]);
    expect(DEFAULT_FILTERS.categories).toEqual([]);
  });

  it('a navbar search, category or brand resets every other filter', () => {
    expect(searchOnly('kajal')).toEqual({ ...DEFAULT_FILTERS, search: 'kajal' });
    expect(categoryOnly('Hair')).toEqual({ ...DEFAULT_FILTERS, categories: ['Hair'] });
    expect(brandOnly('MAC')).toEqual({ ...DEFAULT_FILTERS, brands: ['MAC'] });
  });

  it('a navbar search is asked as the API takes it: its suggestions are never refused', () => {
    const long = 'lipstick '.repeat(30);
    const asked = searchOnly(long).search;
    expect(asked).toBe(long.slice(0, 200));
    expect(searchOnly('lip\u0000stick').search).toBe('lipstick');
    for (const text of [long, 'lip\u0000stick', 'Lakme\tKajal'])
      expect(parseProductQuery(new URLSearchParams({ q: searchOnly(text).search })).ok).toBe(true);
  });

  it('knows the defaults', () => {
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true);
    expect(isDefaultFilters(filters({ search: '   ' }))).toBe(true);
    expect(isDefaultFilters(filters({ rating: 2 }))).toBe(false);
    expect(isDefaultFilters(filters({ price: 3000 }))).toBe(false);
  });

  it("the slider's top stop means no limit", () => {
    expect(sliderValueOf(PRICE_NO_LIMIT)).toBe(PRICE_MAX);
    expect(sliderValueOf(750)).toBe(750);
    expect(priceFromSlider(PRICE_MAX)).toBe(PRICE_NO_LIMIT);
    expect(priceFromSlider(2950)).toBe(2950);
    expect(priceFromSlider(0)).toBe(PRICE_MIN);
  });
});

describe('facet counts', () => {
  it('with no filters, counts every product per category and per brand', () => {
    const { categories, brands } = facetCounts(catalogue, DEFAULT_FILTERS);
    expect(Object.fromEntries(categories)).toEqual({
      Makeup: 3,
      'Skin Care': 1,
      Appliances: 2,
      Fragrance: 1,
    });
    expect(Object.fromEntries(brands)).toEqual({ Lakme: 2, Plum: 2, MAC: 1, Philips: 2 });
  });

  it("a category's count ignores the category group but honours every other group", () => {
    const f = filters({ categories: ['Makeup'], brands: ['Plum'], price: 1500 });
    const { categories, brands } = facetCounts(catalogue, f);
    // Plum products within ₹1500, by category, whatever categories are ticked
    expect(Object.fromEntries(categories)).toEqual({ 'Skin Care': 1, Fragrance: 1 });
    // Makeup products within ₹1500, by brand, whatever brands are ticked
    expect(Object.fromEntries(brands)).toEqual({ Lakme: 2 });
  });

  it('a count is what ticking that box alone in its group would show', () => {
    const f = filters({ rating: 3, search: 'l' });
    const { categories } = facetCounts(catalogue, f);
    for (const [category, count] of categories)
      expect(applyFilters(catalogue, { ...f, categories: [category] })).toHaveLength(count);
  });

  it('lists brands from the products, once each, in first-seen order', () => {
    expect(brandsOf(catalogue)).toEqual(['Lakme', 'Plum', 'MAC', 'Philips']);
    expect(brandsOf([])).toEqual([]);
  });
});

describe('the URL round trip', () => {
  it('a clean listing has a clean URL', () => {
    expect(serializeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersHref('/products', DEFAULT_FILTERS)).toBe('/products');
    expect(parseFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  it('writes repeated keys for categories and brands, and reads them back', () => {
    const f = filters({
      search: 'Green Tea & more',
      price: 1500,
      categories: ['Skin Care', 'Bath & Body'],
      brands: ['Dot & Key'],
      rating: 3,
      sort: 'LTH',
    });
    const query = serializeFilters(f).toString();
    expect(query).toBe(
      'q=Green+Tea+%26+more&category=Skin+Care&category=Bath+%26+Body&brand=Dot+%26+Key&price=1500&rating=3&sort=LTH',
    );
    expect(parseFilters(new URLSearchParams(query))).toEqual(f);
    expect(filtersHref('/products', brandOnly('Dot & Key'))).toBe('/products?brand=Dot+%26+Key');
  });

  it('any filter state survives the trip', () => {
    const state = fc.record({
      search: fc.string().filter((s) => s.trim() !== ''),
      price: fc.integer({ min: PRICE_MIN, max: PRICE_NO_LIMIT }),
      categories: fc.uniqueArray(
        fc
          .string()
          .map((s) => s.trim())
          .filter(Boolean),
        { maxLength: 4 },
      ),
      brands: fc.uniqueArray(
        fc
          .string()
          .map((s) => s.trim())
          .filter(Boolean),
        { maxLength: 4 },
      ),
      rating: fc.constantFrom(0, 1, 2, 3, 4),
      sort: fc.constantFrom('' as const, 'LTH' as const, 'HTL' as const),
    });
    fc.assert(
      fc.property(state, (f) => {
        const url = new URLSearchParams(serializeFilters(f).toString());
        expect(parseFilters(url)).toEqual(f);
      }),
    );
  });

  it('a malformed or hand-edited link falls back to defaults instead of failing', () => {
    const f = parseFilters(
      new URLSearchParams(
        'price=abc&rating=9&sort=cheap&category=&category=Hair&category=Hair&brand=%20',
      ),
    );
    expect(f).toEqual(filters({ categories: ['Hair'] }));
    expect(parseFilters(new URLSearchParams('price=20')).price).toBe(PRICE_MIN);
    expect(parseFilters(new URLSearchParams('price=99999')).price).toBe(PRICE_NO_LIMIT);
    expect(parseFilters(new URLSearchParams('price=')).price).toBe(PRICE_NO_LIMIT);
    expect(parseFilters(new URLSearchParams('rating=2.5')).rating).toBe(0);
    expect(parseFilters(new URLSearchParams('sort=lth')).sort).toBe('');
  });

  it('keeps keys it does not own out of the filter state', () => {
    expect(parseFilters(new URLSearchParams('utm_source=mail&page=2'))).toEqual(DEFAULT_FILTERS);
  });
});

describe('sort options', () => {
  it('offers High To Low, Low To High and Reset, and reads any other text as no sort', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['High To Low', 'Low To High', 'Reset']);
    expect(parseSortOrder('LTH')).toBe('LTH');
    expect(parseSortOrder('HTL')).toBe('HTL');
    expect(parseSortOrder('reset')).toBe('');
    expect(parseSortOrder('lth')).toBe('');
    expect(parseSortOrder(null)).toBe('');
    expect(sortLabel('LTH')).toBe('Low To High');
  });
});

describe('applied filter chips', () => {
  it('none for the default filters', () => {
    expect(appliedChips(DEFAULT_FILTERS)).toEqual([]);
  });

  it('one chip per filter in force, in order, each removing only itself', () => {
    const f = filters({
      search: ' lip ',
      price: 1500,
      categories: ['Makeup'],
      brands: ['Plum', 'Lakme'],
      rating: 4,
      sort: 'LTH',
    });
    const chips = appliedChips(f);
    expect(chips.map((c) => c.label)).toEqual([
      '“lip”',
      'Up to ₹1,500',
      'Makeup',
      'Plum',
      'Lakme',
      '4 Stars & above',
      'Price: Low To High',
    ]);
    expect(chips.find((c) => c.key === 'b:Plum')?.without).toEqual({ ...f, brands: ['Lakme'] });
    expect(chips.find((c) => c.key === 'sort')?.without).toEqual({ ...f, sort: '' });
    expect(chips.find((c) => c.key === 'price')?.without.price).toBe(DEFAULT_FILTERS.price);
  });
});
