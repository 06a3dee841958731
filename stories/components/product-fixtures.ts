/** Seed products in the app's shape, for component and screen stories (fixed data: stable pixels). */
import seed from '../../backend/store/seed/products.json';
import { toProduct } from '@/domain/adapters';
import type { Product, ProductRecord } from '@/domain/types';

export const seedRecords = seed as ProductRecord[];
export const seedProducts: Product[] = seedRecords.map(toProduct);

function byId(prefix: string): Product {
  const product = seedProducts.find((p) => p.id.startsWith(prefix));
  if (!product) throw new Error(`No seed product ${prefix}`);
  return product;
}

/** In stock, not a best seller, with a Buy 1 Get 1 offer. */
export const faceWash = byId('bef7e043');
/** In stock and a best seller, long name. */
export const lipstick = byId('8332f751');
/** Out of stock. */
export const outOfStockWax = byId('fa7e7bf3');
/** The dearest: ₹2,956. */
export const straightener = byId('532ca778');

/**
 * The fixtures by a name a designer can pick in the Controls panel (the Playground stories of the
 * parts that take a product).
 */
export const productsByName = {
  'Face wash: in stock, Buy 1 Get 1': faceWash,
  'Lipstick: best seller, long name': lipstick,
  'Hair removal cream: out of stock': outOfStockWax,
  'Straightener: the dearest, no size': straightener,
} satisfies Record<string, Product>;

export type ProductName = keyof typeof productsByName;
export const productNames = Object.keys(productsByName) as ProductName[];
