/**
 * The storage contract (tests/unit/backend/contract/) on PostgreSQL: PGlite (in memory) and a real server, a throwaway cluster the
 * test starts from Debian's postgresql package (see pg-cluster.ts; .ci/run installs the package).
 */
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS, seedIfEmpty } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { PRODUCT_JSON } from '../../../server/db/product-query-sql';
import {
  openPGlite,
  openPostgres,
  type Database,
  type Listener,
  type Queryable,
} from '../../../server/db/sql';
import { systemClock } from '@backend/clock';
import { createSeeder, DEMO_USER, seedProducts } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../backend/support';
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

/**
 * `db` counting the statements it is sent: each query one, and a transaction's BEGIN and COMMIT one
 * each (its queries counted too). `listen` hands the listener to the test, which plays the database's
 * notifications and the state of the listening connection.
 */
function counting(db: Database) {
  const statements: string[] = [];
  const listeners = new Map<string, Listener>();
  let transactions = 0;
  const counted = (q: Queryable): Queryable => ({
    query: (text, params) => {
      statements.push(text);
      return q.query(text, params);
    },
    exec: (text) => {
      statements.push(text);
      return q.exec(text);
    },
  });
  const wrapped: Database = {
    ...db,
    ...counted(db),
    transaction: async (fn) => {
      transactions += 1;
      statements.push('BEGIN');
      try {
        return await db.transaction((tx) => fn(counted(tx)));
      } finally {
        statements.push('COMMIT');
      }
    },
    listen: (channel, listener) => {
      listeners.set(channel, listener);
    },
  };
  return {
    db: wrapped,
    statements,
    transactions: () => transactions,
    listener: (channel: string) => {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`nothing listens on ${channel}`);
      return listener;
    },
    /** How many statements `work` sent. */
    async count<T>(work: () => Promise<T>): Promise<{ value: T; sent: number }> {
      const before = statements.length;
      const value = await work();
      return { value, sent: statements.length - before };
    },
  };
}

async function seeded() {
  const db = await openPGlite();
  await migrate(db);
  await seedIfEmpty(db, insertState, seed);
  return db;
}

describe('a cart click on PostgreSQL', () => {
  it('is one statement, no transaction, and locks no account row', async () => {
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
      const { carts, wishlists } = createPgShop(counted, { clock: systemClock(), seed });
      const id = DEMO_USER._id;
      const one = async <T extends { ok: boolean }>(click: () => Promise<T>) => {
        const before = statements.length;
        const outcome = await click();
        expect(statements.length - before).toBe(1);
        return outcome.ok;
      };
      expect(await one(() => carts.add(id, PRODUCT.lipstick))).toBe(true);
      expect(await one(() => carts.changeQty(id, PRODUCT.lipstick, 'increment'))).toBe(true);
      expect(await one(() => carts.changeQty(id, PRODUCT.lipstick, 'decrement'))).toBe(true);
      expect(await one(() => carts.remove(id, PRODUCT.lipstick))).toBe(true);
      // A refusal is the write alone: it says why it changed nothing.
      expect(await one(() => carts.remove(id, PRODUCT.lipstick))).toBe(false);
      expect(await one(() => carts.changeQty(id, PRODUCT.lipstick, 'decrement'))).toBe(false);
      expect(await one(() => carts.add(id, 'no-such-product'))).toBe(false);
      expect(await one(() => carts.add('no-such-user', PRODUCT.lipstick))).toBe(false);
      expect(await one(() => wishlists.add(id, PRODUCT.perfume))).toBe(true);
      expect(await one(() => wishlists.add(id, PRODUCT.perfume))).toBe(false);
      expect(await one(() => wishlists.remove(id, PRODUCT.perfume))).toBe(true);
      expect(await one(() => wishlists.remove(id, PRODUCT.perfume))).toBe(false);
      expect(transactions).toBe(0);
      expect(statements.join('\n')).not.toMatch(/FOR UPDATE/);
    } finally {
      await db.close();
    }
  });

  it('keeps the same product record as the catalogue reads', async () => {
    const db = await openPGlite();
    try {
      await migrate(db);
      await seedIfEmpty(db, insertState, seed);
      // The lines' copy is made by a SQL function of its own: it must say what PRODUCT_JSON says.
      const rows = await db.query<{ same: boolean }>(
        `SELECT glamour_product_record(p) = ${PRODUCT_JSON}::jsonb AS same FROM products p`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.same)).toBe(true);
    } finally {
      await db.close();
    }
  });
});

describe('the signed-in check on PostgreSQL', () => {
  it('reads an account once while notifications arrive, and again after any change to it', async () => {
    const db = await seeded();
    try {
      const c = counting(db);
      const { accounts } = createPgShop(c.db, { clock: systemClock(), seed });
      const listener = c.listener('glamour_accounts');
      listener.onState(true);
      const email = ` ${DEMO_USER.email.toUpperCase()}`;
      const find = () => c.count(() => accounts.findAccountByEmail(email));
      const first = await find();
      expect(first.sent).toBe(1);
      expect(first.value?.tokenVersion).toBe(0);
      // Kept: the next signed-in request asks the database nothing.
      expect((await find()).sent).toBe(0);
      // Its own logout drops it at once (the NOTIFY comes later).
      expect((await accounts.revokeTokens(DEMO_USER._id)).ok).toBe(true);
      const after = await find();
      expect(after.sent).toBe(1);
      expect(after.value?.tokenVersion).toBe(1);
      expect((await find()).sent).toBe(0);
      // Another process's change, or SQL by hand, arrives as a NOTIFY naming the email.
      await db.query('UPDATE users SET token_version = 7 WHERE id = $1', [DEMO_USER._id]);
      listener.onNotify(DEMO_USER.email.toLowerCase());
      const changed = await find();
      expect(changed.sent).toBe(1);
      expect(changed.value?.tokenVersion).toBe(7);
      // '*' (a TRUNCATE: a reset or an import) drops every account.
      listener.onNotify('*');
      expect((await find()).sent).toBe(1);
      // A copy handed out is the caller's: changing it changes nothing kept.
      const copy = await accounts.findAccountByEmail(email);
      if (copy) copy.tokenVersion = 99;
      expect((await accounts.findAccountByEmail(email))?.tokenVersion).toBe(7);
    } finally {
      await db.close();
    }
  });

  it('reads the account every time while the listening connection is down', async () => {
    const db = await seeded();
    try {
      const c = counting(db);
      const { accounts } = createPgShop(c.db, { clock: systemClock(), seed });
      const listener = c.listener('glamour_accounts');
      const find = () => c.count(() => accounts.findAccountByEmail(DEMO_USER.email));
      // Not yet listening: nothing is kept.
      expect((await find()).sent).toBe(1);
      expect((await find()).sent).toBe(1);
      listener.onState(true);
      expect((await find()).sent).toBe(1);
      expect((await find()).sent).toBe(0);
      // Lost: notifications may be missed, so the kept copy is not trusted.
      listener.onState(false);
      await db.query('UPDATE users SET token_version = 3 WHERE id = $1', [DEMO_USER._id]);
      const down = await find();
      expect(down.sent).toBe(1);
      expect(down.value?.tokenVersion).toBe(3);
      expect((await find()).sent).toBe(1);
      listener.onState(true);
      expect((await find()).sent).toBe(1);
      expect((await find()).sent).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('never keeps a read that started before a change', async () => {
    const db = await seeded();
    try {
      const c = counting(db);
      const { accounts } = createPgShop(c.db, { clock: systemClock(), seed });
      const listener = c.listener('glamour_accounts');
      listener.onState(true);
      const slow = accounts.findAccountByEmail(DEMO_USER.email);
      // The logout's NOTIFY arrives while the read is on its way: the read is answered, not kept.
      listener.onNotify(DEMO_USER.email.toLowerCase());
      expect((await slow)?._id).toBe(DEMO_USER._id);
      expect((await c.count(() => accounts.findAccountByEmail(DEMO_USER.email))).sent).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('the database tells of a change to an account, however it is made', async () => {
    const db = await seeded();
    try {
      const heard: string[] = [];
      await db.listen('glamour_accounts', {
        onNotify: (payload) => heard.push(payload),
        onState: () => undefined,
      });
      const email = DEMO_USER.email.toLowerCase();
      await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [
        DEMO_USER._id,
      ]);
      await db.query("UPDATE users SET email = 'moved@example.com' WHERE id = $1", [DEMO_USER._id]);
      await db.query('DELETE FROM users WHERE id = $1', [DEMO_USER._id]);
      await db.exec('TRUNCATE users CASCADE');
      await expect
        .poll(() => heard)
        .toEqual([email, email, 'moved@example.com', 'moved@example.com', '*']);
    } finally {
      await db.close();
    }
  });
});

describe('creating an order on PostgreSQL', () => {
  it('is at most three statements, its stock reservation included', async () => {
    const db = await seeded();
    try {
      const c = counting(db);
      const { carts, orders } = createPgShop(c.db, { clock: systemClock(), seed });
      const id = DEMO_USER._id;
      for (const how of ['online', 'cod'] as const) {
        await carts.add(id, PRODUCT.lipstick);
        const placed = await c.count(() =>
          orders.create(id, {
            addressId: DEMO_ADDRESS_ID,
            idempotencyKey: `three-${how}`,
            paymentMethod: how,
          }),
        );
        expect(placed.value.ok).toBe(true);
        expect(placed.sent).toBeLessThanOrEqual(3);
        const again = await c.count(() =>
          orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: `three-${how}` }),
        );
        expect(again.value.ok && 'created' in again.value.value && again.value.value.created).toBe(
          false,
        );
        expect(again.sent).toBeLessThanOrEqual(3);
      }
      // Short of stock: nothing held, nothing inserted, in as few.
      expect((await carts.add(id, PRODUCT.lipstick)).ok).toBe(true);
      await db.query('UPDATE products SET on_hand = held WHERE id = $1', [PRODUCT.lipstick]);
      const [before] = await db.query<{ n: number; held: number }>(
        'SELECT (SELECT count(*)::int FROM orders) AS n, held FROM products WHERE id = $1',
        [PRODUCT.lipstick],
      );
      const short = await c.count(() =>
        orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'three-short' }),
      );
      expect(short.value.ok).toBe(false);
      expect(short.sent).toBeLessThanOrEqual(3);
      const [after] = await db.query<{ n: number; held: number }>(
        'SELECT (SELECT count(*)::int FROM orders) AS n, held FROM products WHERE id = $1',
        [PRODUCT.lipstick],
      );
      expect(after).toEqual(before);
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

describe.skipIf(!bin)('an export on PostgreSQL', () => {
  it('is one moment: what commits while it reads is in none of its parts', async () => {
    const cluster = await startCluster();
    const db = openPostgres(await cluster.createDatabase('export'));
    try {
      await migrate(db);
      await seedIfEmpty(db, insertState, seed);
      // Once the export has read its first rows, a shopper subscribes (another connection, its
      // own commit): the export reads the subscribers after that.
      let subscribed: unknown;
      const exporting: Database = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              ...tx,
              async query<T>(text: string, params?: Parameters<Queryable['query']>[1]) {
                const rows = await tx.query<T>(text, params);
                if (!subscribed && /^\s*SELECT/i.test(text))
                  subscribed = await db.query(
                    "INSERT INTO subscribers (email) VALUES ('late@example.com')",
                  );
                return rows;
              },
            }),
          ),
      };
      const shop = createPgShop(exporting, { clock: systemClock(), seed });
      const doc = await shop.admin.snapshot();
      expect(subscribed).toBeDefined();
      expect(doc.subscribers).not.toContain('late@example.com');
      expect(await createPgShop(db, { clock: systemClock(), seed }).admin.snapshot()).toMatchObject(
        { subscribers: expect.arrayContaining(['late@example.com']) },
      );
    } finally {
      await db.close();
      await cluster.destroy();
    }
  });
});
