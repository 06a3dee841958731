/**
 * The storage contract (tests/unit/backend/contract/) on PostgreSQL: PGlite (in memory) and a real server, a throwaway cluster the
 * test starts from Debian's postgresql package (see pg-cluster.ts; .ci/run installs the package).
 */
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS, seedIfEmpty } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { openPGlite, openPostgres, type Database } from '../../../server/db/sql';
import { systemClock } from '@backend/clock';
import { createSeeder, DEMO_USER, seedProducts } from '@backend/store/seed';
import { PRODUCT } from '../backend/support';
import { describeShopContract } from '../backend/contract';
import { postgresBin, startCluster } from './pg-cluster';

const seed = createSeeder();

async function ready(db: Database) {
  await migrate(db);
  await seedIfEmpty(db, insertState, seed);
  // A small cap on the tester's lists, so the contract can go past it in a few statements.
  const shop = createPgShop(db, { clock: systemClock(), seed, todoListsMax: 12 });
  return { shop, close: () => db.close() };
}

describeShopContract('PGlite', async () => ready(await openPGlite()));

const bin = postgresBin();
describe.skipIf(!bin)(
  'real PostgreSQL (skipped only when the postgresql package is missing)',
  () => {
    let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
    describeShopContract('PostgreSQL', async () => {
      cluster = await startCluster();
      const shop = await ready(openPostgres(await cluster.createDatabase('contract')));
      return {
        shop: shop.shop,
        close: async () => {
          await shop.close();
          await cluster?.destroy();
        },
      };
    });
  },
);

describe('migrations', () => {
  it('run once, in order, and a second start applies nothing and seeds nothing', async () => {
    const db = await openPGlite();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await seedIfEmpty(db, insertState, seed)).toBe(true);
      expect(await migrate(db)).toEqual([]);
      expect(await seedIfEmpty(db, insertState, seed)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('GLAMOUR_CATALOG: an empty shop is seeded with that many products, the seed first', async () => {
    const db = await openPGlite();
    try {
      await migrate(db);
      expect(await seedIfEmpty(db, insertState, seed, { catalogSize: 3_000 })).toBe(true);
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(count?.n).toBe(3_000);
      const first = await db.query<{ id: string }>(
        'SELECT id FROM products ORDER BY position LIMIT 1',
      );
      expect(first[0]?.id).toBe(seedProducts[0]?._id);
    } finally {
      await db.close();
    }
  });

  it('the database itself refuses what the rules forbid', async () => {
    const db = await openPGlite();
    try {
      await migrate(db);
      await seedIfEmpty(db, insertState, seed);
      const [user] = await db.query<{ id: string; email: string }>('SELECT id, email FROM users');
      const [product] = await db.query<{ id: string }>('SELECT id FROM products');
      const line = (qty: number) =>
        db.query(
          `INSERT INTO cart_lines (user_id, product_id, product, qty, created_at, updated_at)
           VALUES ($1, $2, '{}', $3, 'x', 'x')`,
          [user?.id ?? '', product?.id ?? '', qty],
        );
      await expect(line(0)).rejects.toThrow(/check constraint/);
      await line(1);
      await expect(line(2)).rejects.toThrow(/duplicate key/);
      await expect(
        db.query(
          `INSERT INTO users (id, first_name, last_name, email, password_hash, created_at, updated_at)
           VALUES ('other', 'a', 'b', $1, 'h', 'x', 'x')`,
          [user?.email.toUpperCase() ?? ''],
        ),
      ).rejects.toThrow(/users_email_key/);
      await expect(
        db.query(
          `INSERT INTO wishlist_entries (user_id, product_id, product, created_at, updated_at)
           VALUES ('ghost', $1, '{}', 'x', 'x')`,
          [product?.id ?? ''],
        ),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await db.close();
    }
  });
});

describe('a cart click on PostgreSQL', () => {
  it('is two statements, no transaction, and locks no account row', async () => {
    const db = await openPGlite();
    try {
      await migrate(db);
      await seedIfEmpty(db, insertState, seed);
      const statements: string[] = [];
      let transactions = 0;
      const counted: Database = {
        ...db,
        query: (text, params) => {
          statements.push(text);
          return db.query(text, params);
        },
        transaction: (fn) => {
          transactions += 1;
          return db.transaction(fn);
        },
      };
      const { carts } = createPgShop(counted, { clock: systemClock(), seed });
      const id = DEMO_USER._id;
      expect((await carts.add(id, PRODUCT.lipstick)).ok).toBe(true);
      expect((await carts.changeQty(id, PRODUCT.lipstick, 'increment')).ok).toBe(true);
      expect((await carts.remove(id, PRODUCT.lipstick)).ok).toBe(true);
      // A refusal is the write alone: it says why it changed nothing.
      expect((await carts.remove(id, PRODUCT.lipstick)).ok).toBe(false);
      expect(statements).toHaveLength(7);
      expect(transactions).toBe(0);
      expect(statements.join('\n')).not.toMatch(/FOR UPDATE/);
    } finally {
      await db.close();
    }
  });
});

describe('stock in the database', () => {
  it('keeps in_stock with the units, refuses units below 0, and reads in_stock set by hand as units', async () => {
    const db = await openPGlite();
    try {
      await migrate(db);
      await seedIfEmpty(db, insertState, seed);
      const row = async () =>
        (
          await db.query<{ on_hand: number; held: number; stock: number; in_stock: boolean }>(
            'SELECT on_hand, held, stock, in_stock FROM products WHERE id = $1',
            [PRODUCT.lipstick],
          )
        )[0];
      expect(await row()).toEqual({ on_hand: 20, held: 0, stock: 20, in_stock: true });
      await db.query('UPDATE products SET held = 20 WHERE id = $1', [PRODUCT.lipstick]);
      expect(await row()).toEqual({ on_hand: 20, held: 20, stock: 0, in_stock: false });
      await expect(
        db.query('UPDATE products SET held = held - 21 WHERE id = $1', [PRODUCT.lipstick]),
      ).rejects.toThrow(/check constraint/);
      // An owner's SQL from before stock was counted still works: it sets the units.
      await db.query('UPDATE products SET in_stock = true WHERE id = $1', [PRODUCT.lipstick]);
      expect(await row()).toEqual({ on_hand: 40, held: 20, stock: 20, in_stock: true });
      await db.query('UPDATE products SET in_stock = false WHERE id = $1', [PRODUCT.lipstick]);
      expect(await row()).toEqual({ on_hand: 20, held: 20, stock: 0, in_stock: false });
    } finally {
      await db.close();
    }
  });
});
