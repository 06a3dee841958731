/** Which products a product's detail shows beside it: related ones and the recently viewed. */
import type { Product } from './types';

type Related = Pick<Product, 'id' | 'categoryName' | 'productType'>;

/** How many related products the detail shows. */
export const RELATED_MAX = 4;

/**
 * The products shown under a product's detail as related: others of its category with its product
 * type first (the closest substitutes), then its type in other categories, then the rest of its
 * category; at most `max`.
 */
export function relatedProducts<T extends Related>(
  product: Related,
  all: readonly T[],
  max = RELATED_MAX,
): T[] {
  const sameCategory = all.filter(
    (p) => p.id !== product.id && p.categoryName === product.categoryName,
  );
  const sameType = all.filter(
    (p) =>
      p.id !== product.id &&
      p.productType === product.productType &&
      p.categoryName !== product.categoryName,
  );
  const byType = sameCategory.filter((p) => p.productType === product.productType);
  const rest = sameCategory.filter((p) => p.productType !== product.productType);
  return [...byType, ...sameType, ...rest].slice(0, max);
}

/** The products with these ids, in the ids' order; ids no longer in the catalogue are skipped. */
export function productsByIds<T extends Pick<Product, 'id'>>(
  ids: readonly string[],
  catalogue: readonly T[],
): T[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p): p is T => p !== undefined);
}
