/**
 * The shop on PostgreSQL (PGlite or a real server): the repositories of server/db, one per
 * aggregate, each the SQL twin of backend/store's memory one under the same name. The database
 * holds the rules too: one cart line per user and product, qty >= 1, one account per email
 * whatever its case, one paid order per payment, foreign keys.
 */
import type { Clock } from '@backend/clock';
import type { DbState } from '@backend/store/schema';
import type { Seeder } from '@backend/store/seed';
import type { Shop } from '@backend/store/shop';
import { accountsPart, createPgAccounts } from './accounts';
import { addressRecords, createPgAddresses } from './addresses';
import { createPgAdmin, writeDocument } from './admin';
import { catalogPart, createPgCatalog } from './catalog';
import { cartRecords, createPgCart, createPgWishlist, wishlistRecords } from './lists';
import { createPgNewsletter, newsletterPart } from './newsletter';
import { createPgOrders, orderRecords } from './orders';
import { createPgOutbox, outboxPart } from './outbox';
import { createPgPaymentEvents, paymentEventsPart } from './payment-events';
import { userPart, type DocumentPart } from './parts';
import { createPgReviews, reviewsPart } from './reviews';
import type { Database, Listener, Queryable } from './sql';
import { createPgTester, testerPart } from './tester';

/** A shopper's lists, each in tables of its own, read with and stored with the account. */
const USER_RECORDS = [cartRecords, wishlistRecords, addressRecords, orderRecords];

/** The whole-shop document, table by table, in the order rows can be written. */
const PARTS: readonly DocumentPart[] = [
  catalogPart,
  accountsPart,
  ...USER_RECORDS.map(userPart),
  testerPart,
  newsletterPart,
  reviewsPart,
  paymentEventsPart,
  // Last: it replaces what the orders' timelines queued while they were written (./outbox.ts).
  outboxPart,
];

/** Writes everything in `state` into an empty shop (the first start's seed). */
export function insertState(tx: Queryable, state: DbState): Promise<void> {
  return writeDocument(tx, PARTS, state);
}

export interface PgShopOptions {
  clock: Clock;
  /** What reset() puts back. */
  seed: Seeder;
  /** Hears the catalogue's notifications too (the rendered pages' cache: server/page-cache.ts). */
  catalogFollower?: Listener;
  /** How many request-tester todo lists are kept at most (default MAX_TODO_LISTS). */
  todoListsMax?: number;
}

export function createPgShop(
  db: Database,
  { clock, seed, catalogFollower, todoListsMax }: PgShopOptions,
): Shop {
  const catalog = createPgCatalog(db, catalogFollower);
  const accounts = createPgAccounts(db, USER_RECORDS);
  return {
    persistence: db.kind === 'pglite' ? 'pglite' : 'postgresql',
    catalog,
    accounts,
    carts: createPgCart(db, clock),
    wishlists: createPgWishlist(db, clock),
    addresses: createPgAddresses(db, clock),
    orders: createPgOrders(db, clock, () => catalog.invalidate()),
    outbox: createPgOutbox(db),
    paymentEvents: createPgPaymentEvents(db),
    tester: createPgTester(db, clock, todoListsMax),
    newsletter: createPgNewsletter(db),
    reviews: createPgReviews(db, clock, () => catalog.invalidate()),
    admin: createPgAdmin(db, PARTS, {
      clock,
      seed,
      changed: () => {
        catalog.invalidate();
        accounts.forget();
      },
    }),
    dispose: () => undefined,
  };
}
