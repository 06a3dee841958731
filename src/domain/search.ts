/**
 * Search-box suggestions (navbar): the products, brands and categories whose name contains what the
 * shopper typed, case-insensitively, the same rule the listing's search applies to names. Names that
 * start with the text come first, then the rest in catalogue order.
 */
import type { Product } from './types';

export type Suggestion =
  | { kind: 'product'; id: string; label: string }
  | { kind: 'brand'; label: string }
  | { kind: 'category'; label: string };

export interface SuggestionLimits {
  products: number;
  brands: number;
  categories: number;
}

const DEFAULT_LIMITS: SuggestionLimits = { products: 5, brands: 3, categories: 3 };

function ranked<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  needle: string,
  limit: number,
) {
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const name = nameOf(item).toLowerCase();
    const at = name.indexOf(needle);
    if (at === 0) starts.push(item);
    else if (at > 0) contains.push(item);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

/**
 * Suggestions for `text`, grouped categories, then brands, then products; none for blank text.
 * `products` are candidates (any order: those whose name does not contain the text are skipped), such
 * as the first page of a search for the text.
 */
export function suggest(
  text: string,
  products: readonly Pick<Product, 'id' | 'name'>[],
  brands: readonly string[],
  categories: readonly string[],
  limits: SuggestionLimits = DEFAULT_LIMITS,
): Suggestion[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return [
    ...ranked(categories, (c) => c, needle, limits.categories).map((label): Suggestion => ({
      kind: 'category',
      label,
    })),
    ...ranked(brands, (b) => b, needle, limits.brands).map((label): Suggestion => ({
      kind: 'brand',
      label,
    })),
    ...ranked(products, (p) => p.name, needle, limits.products).map((p): Suggestion => ({
      kind: 'product',
      id: p.id,
      label: p.name,
    })),
  ];
}
