/** The catalogue (backend/store/catalog.ts, server/db/catalog.ts). */
import { describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '@backend/store/seed';
import type { Contract } from './harness';

export function describeCatalogContract({ shop }: Contract): void {
  describe('catalog', () => {
    it('finds a product and a category by id, and nothing for an unknown id', async () => {
      const product = seedProducts[1];
      expect(await shop().catalog.find(product?._id ?? '')).toEqual(product);
      expect(await shop().catalog.find('no-such-product')).toBeUndefined();
      const category = seedCategories[0];
      expect(await shop().catalog.findCategory(category?._id ?? '')).toEqual(category);
      expect(await shop().catalog.findCategory('no-such-category')).toBeUndefined();
    });
  });
}
