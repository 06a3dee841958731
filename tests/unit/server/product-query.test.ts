/**
 * The catalogue query's contract: the simulated back end (the domain rules over the memory store),
 * PGlite and a real PostgreSQL give the same pages, totals and facet counts for the same generated
 * catalogue, over random filter combinations (fast-check).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_CHOICES } from '@/domain/filters';
import { DEFAULT_QUERY, MAX_PAGE_SIZE, type ProductQuery } from '@/domain/product-query';
import { generateCatalog } from '@backend/store/catalog-generator';
import { createSeeder, seedCategories, seedProducts } from '@backend/store/seed';
import { systemClock } from '@backend/clock';
import { memoryPersistence } from '@backend/store/persistence';
import type { CatalogRepository } from '@backend/store/catalog';
import { createMemoryShop } from '@backend/store/shop';
import { migrate } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { openPGlite, openPostgres, type Database } from '../../../server/db/sql';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

const seedState = createSeeder();

const SIZE = 800;

interface Subject {
  name: string;
  catalog: CatalogRepository;
  close(): Promise<void>;
}

async function onDatabase(name: string, db: Database): Promise<Subject> {
  await migrate(db);
  const seeded = await seedState({ catalogSize: SIZE });
  await db.transaction((tx) => insertState(tx, seeded));
  return {
    name,
    catalog: createPgShop(db, { clock: systemClock(), seed: seedState }).catalog,
    close: () => db.close(),
  };
}

let state: Awaited<ReturnType<typeof seedState>>;
beforeAll(async () => {
  state = await seedState({ catalogSize: SIZE });
});

describe('the catalogue query: the same answers from every back end', () => {
  const subjects: Subject[] = [];
  let reference: CatalogRepository;
  let cluster: Cluster | undefined;
  const catalogue = generateCatalog(seedProducts, SIZE);
  const names = catalogue.map((p) => p.name);
  const brands = [...new Set(catalogue.map((p) => p.brand))];

  beforeAll(async () => {
    reference = createMemoryShop(
      memoryPersistence(),
      () => seedState({ catalogSize: SIZE }),
      systemClock(),
    ).catalog;
    subjects.push(await onDatabase('PGlite', await openPGlite()));
    if (postgresBin()) {
      cluster = await startCluster();
      subjects.push(
        await onDatabase('PostgreSQL', openPostgres(await cluster.createDatabase('catalogue'))),
      );
    }
  }, 180_000);

  afterAll(async () => {
    for (const subject of subjects) await subject.close();
    await cluster?.destroy();
  });

  // Searches: a piece of a real name in any case, odd text (LIKE's wildcards among it), or none.
  const search = fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.nat(), fc.nat({ max: 6 }), fc.nat({ max: 8 }), fc.boolean())
      .map(([i, start, length, upper]) => {
        const name = names[i % names.length] ?? '';
        const piece = name.slice(start, start + length + 1);
        return upper ? piece.toUpperCase() : piece;
      }),
    fc.constantFrom('%', '_', 'a%b', '\\', '  glow ', 'zzz'),
  );
  const query: fc.Arbitrary<ProductQuery> = fc.record({
    q: search,
    categories: fc.subarray([...seedCategories.map((c) => c.categoryName), 'Nope']),
    brands: fc.oneof(fc.constant([] as string[]), fc.shuffledSubarray(brands, { maxLength: 4 })),
    rating: fc.constantFrom(0, ...RATING_CHOICES),
    // On the slider's steps (the PostgreSQL store counts those from its maintained cells) and off them.
    maxPrice: fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: 80 }).map((step) => step * 50),
      fc.integer({ min: 0, max: 4000 }),
      fc.constant(468.5),
    ),
    sort: fc.constantFrom('' as const, 'LTH' as const, 'HTL' as const),
    page: fc.integer({ min: 1, max: 6 }),
    pageSize: fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
  });

  it('pages, totals and facet counts agree (random filter combinations)', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const expected = await reference.query(q);
        for (const subject of subjects) {
          const actual = await subject.catalog.query(q);
          expect({ on: subject.name, ...actual }).toEqual({ on: subject.name, ...expected });
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('the first page of the whole catalogue, in each order', async () => {
    for (const sort of ['', 'LTH', 'HTL'] as const) {
      const q: ProductQuery = {
        q: '',
        categories: [],
        brands: [],
        rating: 0,
        maxPrice: null,
        sort,
        page: 1,
        pageSize: 48,
      };
      const expected = await reference.query(q);
      expect(expected.total).toBe(SIZE);
      expect(expected.products).toHaveLength(48);
      for (const subject of subjects)
        expect((await subject.catalog.query(q)).products.map((p) => p._id)).toEqual(
          expected.products.map((p) => p._id),
        );
    }
  });

  it('the maintained facet cells follow every change to products (update, delete, import)', async () => {
    const cube = `SELECT ceil(price_num / 50) * 50 AS s, category_name, brand,
      floor(rating_num)::int AS r, count(*)::int AS n FROM products GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
    const cells = `SELECT price_step AS s, category_name, brand, rating_floor AS r, n
      FROM catalog_cells ORDER BY 1, 2, 3, 4`;
    const db = await openPGlite();
    try {
      await migrate(db);
      await db.transaction((tx) => insertState(tx, state));
      const same = async () => expect(await db.query(cells)).toEqual(await db.query(cube));
      await same();
      await db.query(
        `UPDATE products SET price = (price_num * 2 + 1)::text WHERE position % 7 = 0`,
      );
      await db.query(
        `UPDATE products SET rating_value = '1.5', brand = 'Other' WHERE position % 11 = 0`,
      );
      await same();
      await db.query('DELETE FROM products WHERE position % 5 = 0');
      await same();
      // An import replaces the whole shop (TRUNCATE, then insert).
      const shop = createPgShop(db, { clock: systemClock(), seed: seedState });
      const snapshot = await shop.admin.snapshot();
      await shop.admin.replace({ ...snapshot, products: snapshot.products.slice(0, 100) });
      await same();
      const whole = await shop.catalog.query({ ...DEFAULT_QUERY, pageSize: 1 });
      expect(whole.total).toBe(100);
    } finally {
      await db.close();
    }
  });
});
