/**
 * The shop's storage: one small repository per aggregate, each with a memory implementation beside
 * its interface (backend/store/<name>.ts) and a SQL one under the same name (server/db/<name>.ts),
 * both held to one contract suite (tests/unit/backend/contract/). Handlers take the repository they
 * need: `deps.shop.carts.add(userId, productId)`. Every call returns a Promise; a write succeeds whole
 * or changes nothing.
 */
import type { Clock } from '../clock';
import { createMemoryAccounts, type AccountsRepository } from './accounts';
import { createMemoryAddresses, type AddressesRepository } from './addresses';
import { createMemoryAdmin, type AdminRepository } from './admin';
import { createMemoryCatalog, type CatalogRepository } from './catalog';
import { createEngine } from './engine';
import {
  createMemoryCart,
  createMemoryWishlist,
  type CartRepository,
  type WishlistRepository,
} from './lists';
import { createMemoryNewsletter, type NewsletterRepository } from './newsletter';
import { createMemoryOrders, type OrdersRepository } from './orders';
import { createMemoryOutbox, type OutboxRepository } from './outbox';
import { createMemoryPaymentEvents, type PaymentEventsRepository } from './payment-events';
import type { Persistence } from './persistence';
import { createMemoryReviews, type ReviewsRepository } from './reviews';
import type { DbState } from './schema';
import { createMemoryTester, type TesterRepository } from './tester';

export interface Shop {
  /** Where it is kept: 'memory', 'localStorage', 'pglite' or 'postgresql'. */
  readonly persistence: string;
  readonly catalog: CatalogRepository;
  readonly accounts: AccountsRepository;
  readonly carts: CartRepository;
  readonly wishlists: WishlistRepository;
  readonly addresses: AddressesRepository;
  readonly orders: OrdersRepository;
  /** The emails orders owe (sent by the server's email worker). */
  readonly outbox: OutboxRepository;
  readonly paymentEvents: PaymentEventsRepository;
  readonly tester: TesterRepository;
  readonly newsletter: NewsletterRepository;
  readonly reviews: ReviewsRepository;
  readonly admin: AdminRepository;
  dispose(): void;
}

/** The in-page shop: one engine (./engine.ts) holding the whole-shop document, kept by `persistence`. */
export function createMemoryShop(
  persistence: Persistence,
  seed: () => Promise<DbState>,
  clock: Clock,
): Shop {
  const engine = createEngine(persistence, seed);
  return {
    persistence: persistence.name,
    catalog: createMemoryCatalog(engine),
    accounts: createMemoryAccounts(engine),
    carts: createMemoryCart(engine, clock),
    wishlists: createMemoryWishlist(engine, clock),
    addresses: createMemoryAddresses(engine, clock),
    orders: createMemoryOrders(engine, clock),
    outbox: createMemoryOutbox(engine),
    paymentEvents: createMemoryPaymentEvents(),
    tester: createMemoryTester(engine, clock),
    newsletter: createMemoryNewsletter(engine),
    reviews: createMemoryReviews(engine, clock),
    admin: createMemoryAdmin(engine, clock),
    dispose: () => engine.dispose(),
  };
}
