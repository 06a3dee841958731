/**
 * The store: the one asynchronous interface the handlers use. Every method returns a Promise; every
 * write that touches several records (placing an order) is one call that succeeds or changes nothing.
 * Persistence (browser localStorage, Node memory) sits behind the engine and is not seen here.
 */
import { formatTimestamp } from '@/domain/cart';
import type {
  Address,
  AddressInput,
  CartLineRecord,
  Category,
  OrderPaymentRecord,
  OrderRecord,
  ProductRecord,
  WishlistEntryRecord,
} from '@/domain/types';
import { queryCatalog, type ProductPage, type ProductQuery } from '@/domain/product-query';
import type { Clock } from '../clock';
import { MAX_TODOS, MESSAGES, todosFull, unknownTodo } from '../messages';
import { createEngine, refusal, success, type Outcome } from './engine';
import type { Persistence } from './persistence';
import type { DbState, Todo, UserRow } from './schema';
import * as orderOps from './order-ops';
import * as ops from './user-ops';

export type { Outcome, Refusal } from './engine';
export type { ChangedOrder, ConfirmedOrder, CreatedOrder, CreateOrderRequest } from './order-ops';

/** What a guest's signup sets on the account. */
export type GuestUpgrade = Pick<
  UserRow,
  'firstName' | 'lastName' | 'email' | 'passwordHash' | 'extra' | 'updatedAt'
>;

/** A user's own fields, without their cart, wishlist, addresses or orders. */
export type Account = Omit<UserRow, 'cart' | 'wishlist' | 'addresses' | 'orders'>;

export function accountOf(user: UserRow): Account {
  const {
    cart: _cart,
    wishlist: _wishlist,
    addresses: _addresses,
    orders: _orders,
    ...account
  } = user;
  return account;
}

export interface Store {
  readonly persistence: string;
  listProducts(): Promise<ProductRecord[]>;
  findProduct(id: string): Promise<ProductRecord | undefined>;
  /** One page of the catalogue by the listing's rules, with its total and facet counts. */
  queryProducts(query: ProductQuery): Promise<ProductPage<ProductRecord>>;
  listCategories(): Promise<Category[]>;
  findCategory(id: string): Promise<Category | undefined>;

  findUserByEmail(email: string): Promise<UserRow | undefined>;
  findUserById(id: string): Promise<UserRow | undefined>;
  /**
   * The account with this email (any case, spaces trimmed) without its records: the lighter read
   * every signed-in request and every login makes.
   */
  findAccountByEmail(email: string): Promise<Account | undefined>;
  /** Refuses ('exists') when the email is taken; the check and the insert are one step. */
  createUser(row: UserRow): Promise<Outcome<UserRow>>;
  /** Raises the account's token version (logout): every token signed before is refused. */
  revokeTokens(userId: string): Promise<Outcome<{ tokenVersion: number }>>;
  /**
   * A guest signs up (issue 25): the guest account `userId` becomes the account `details` describes,
   * keeping its cart, wishlist, addresses and orders, and stops being a guest (no `guestUntil`).
   * Refuses 'exists' when another account has the email, 'not-found' when `userId` is no guest.
   */
  upgradeGuest(userId: string, details: GuestUpgrade): Promise<Outcome<UserRow>>;
  /**
   * Removes every guest account whose `guestUntil` is before `now`, with all its data; answers how
   * many. Idempotent, so any number of processes may sweep at once.
   */
  removeExpiredGuests(now: Date): Promise<number>;

  cart(userId: string): Promise<Outcome<CartLineRecord[]>>;
  addToCart(userId: string, productId: string): Promise<Outcome<CartLineRecord[]>>;
  changeQty(
    userId: string,
    productId: string,
    type: 'increment' | 'decrement',
  ): Promise<Outcome<CartLineRecord[]>>;
  removeFromCart(userId: string, productId: string): Promise<Outcome<CartLineRecord[]>>;
  wishlist(userId: string): Promise<Outcome<WishlistEntryRecord[]>>;
  addToWishlist(userId: string, productId: string): Promise<Outcome<WishlistEntryRecord[]>>;
  removeFromWishlist(userId: string, productId: string): Promise<Outcome<WishlistEntryRecord[]>>;
  addresses(userId: string): Promise<Outcome<Address[]>>;
  addAddress(userId: string, input: AddressInput): Promise<Outcome<Address[]>>;
  updateAddress(
    userId: string,
    addressId: string,
    input: AddressInput,
  ): Promise<Outcome<Address[]>>;
  deleteAddress(userId: string, addressId: string): Promise<Outcome<Address[]>>;
  orders(userId: string): Promise<Outcome<OrderRecord[]>>;

  /*
   * Orders (issue 19: order first, then payment, then verification). These four replace
   * `placeOrder`, which recorded a paid order from any client-sent payment id. Each is one
   * transaction: it succeeds whole or changes nothing; rules are in ./order-ops.ts. Every method
   * refuses 'not-found' (MESSAGES.notRegistered) when the user is gone. The order's `status` moves
   * pending → paid, pending ⇄ failed, pending|failed → cancelled; `paid` and `cancelled` are final.
   */

  /**
   * Creates a `pending` order from the user's stored cart, priced from the store's own products and
   * the coupon rules of src/domain (`amount` is the server's; the client's `request.amount`, when
   * given, only has to match it). The address is copied into the order. `payment`, `paymentId` and
   * `paidAt` start null; the cart is NOT touched.
   * - A user order with `idempotencyKey` already exists → that order, `created: false`, nothing else
   *   checked or changed (a retried or doubled request). Keys are unique per user.
   * - Refusals, in this order: empty cart 'invalid' (MESSAGES.emptyCart); unknown `addressId`
   *   'invalid'; a line whose product is gone 'invalid' (noLongerSold) or not `inStock` 'invalid'
   *   (soldOut, naming the product); unknown coupon 'invalid'; ineligible coupon 'invalid'.
   * - `request.amount` differs from the server's by ≥ 0.005: NO order is created, but the stored
   *   cart's lines are rewritten with the current product records (same qty and timestamps) and
   *   the value is `{ priceChanged: { amount, cart } }` (the handler answers 409 with both).
   */
  createOrder(
    userId: string,
    request: orderOps.CreateOrderRequest,
  ): Promise<Outcome<orderOps.CreatedOrder>>;
  /**
   * Records the payment provider's order for `orderId` if it has none yet and returns the order. If
   * it already has one (a concurrent create won), keeps that one and returns the order unchanged.
   * Unknown order: 'not-found'.
   */
  attachPayment(
    userId: string,
    orderId: string,
    payment: OrderPaymentRecord,
  ): Promise<Outcome<OrderRecord>>;
  /**
   * The payment is verified (the caller checked the provider's signature): in ONE step the order
   * becomes `paid` with `paymentId` and `paidAt`, and the order's products are removed from the
   * user's cart (all of it, in the usual case). Returns the order, the orders and the cart.
   * - Already `paid` with this `paymentId` → success, nothing changed (idempotent confirmation).
   * - Already `paid` with another id → 'conflict'; `cancelled` → 'conflict'.
   * - `paymentId` already recorded on any other order of any user → 'conflict' (one payment, one
   *   order; the PostgreSQL store should back this with a unique index on the payment id).
   * - Unknown order: 'not-found'. A `failed` order can be confirmed (paid on a later attempt).
   */
  confirmOrder(
    userId: string,
    orderId: string,
    paymentId: string,
  ): Promise<Outcome<orderOps.ConfirmedOrder>>;
  /**
   * Moves a `pending` or `failed` order to `status` ('failed': the provider reported a failed
   * attempt, it can still be paid; 'cancelled': the shopper gave it up). Same status again →
   * success, unchanged. `paid` → 'conflict'; `cancelled` → 'conflict'. Unknown order 'not-found'.
   */
  closeOrder(
    userId: string,
    orderId: string,
    status: 'failed' | 'cancelled',
  ): Promise<Outcome<orderOps.ChangedOrder>>;

  /**
   * The request tester's todos. `owner` (server mode: whoever calls, see routes/test-todos.ts) keeps
   * one caller's list apart from everyone else's; the memory store serves one caller (the page it
   * runs in) and has one list whatever the owner.
   */
  todos(owner?: string): Promise<Todo[]>;
  addTodo(title: string, owner?: string): Promise<Outcome<Todo[]>>;
  deleteTodo(id: string, owner?: string): Promise<Outcome<Todo[]>>;
  subscribe(email: string): Promise<Outcome<{ alreadySubscribed: boolean }>>;

  /** Back to the seed data. */
  reset(): Promise<void>;
  /** A copy of everything (the console's export). */
  snapshot(): Promise<DbState>;
  /** Replaces everything with an already validated state (the console's import). */
  replace(state: DbState): Promise<void>;
  dispose(): void;
}

/** The fields the catalogue query reads, from a wire record (its numbers are text). */
export function recordView(record: ProductRecord) {
  return {
    name: record.name,
    price: Number(record.price),
    rating: Number(record.ratings.value),
    categoryName: record.categoryName,
    brand: record.brand,
  };
}

export function createStore(
  persistence: Persistence,
  seed: () => Promise<DbState>,
  clock: Clock,
): Store {
  const engine = createEngine(persistence, seed);
  const { newId } = clock;
  const stamp = () => formatTimestamp(clock.now());

  function userList<T>(userId: string, pick: (user: UserRow) => T): Promise<Outcome<T>> {
    return engine.read((db) => {
      const user = db.users.find((u) => u._id === userId);
      return user
        ? success(structuredClone(pick(user)))
        : refusal('not-found', MESSAGES.notRegistered);
    });
  }

  const onUser = <T>(userId: string, op: Parameters<typeof ops.onUser<T>>[2]) =>
    engine.write((draft) => ops.onUser(draft, userId, op));

  return {
    persistence: persistence.name,
    listProducts: () => engine.read((db) => db.products),
    findProduct: (id) => engine.read((db) => db.products.find((p) => p._id === id)),
    queryProducts: (query) => engine.read((db) => queryCatalog(db.products, query, recordView)),
    listCategories: () => engine.read((db) => db.categories),
    findCategory: (id) => engine.read((db) => db.categories.find((c) => c._id === id)),

    findUserByEmail: (email) =>
      engine.read((db) => {
        const wanted = email.trim().toLowerCase();
        const user = db.users.find((u) => u.email === wanted);
        return user && structuredClone(user);
      }),
    findUserById: (id) =>
      engine.read((db) => {
        const user = db.users.find((u) => u._id === id);
        return user && structuredClone(user);
      }),
    findAccountByEmail: (email) =>
      engine.read((db) => {
        const wanted = email.trim().toLowerCase();
        const user = db.users.find((u) => u.email === wanted);
        return user && structuredClone(accountOf(user));
      }),
    createUser: (row) =>
      engine.write((draft) => {
        const email = row.email.trim().toLowerCase();
        if (draft.users.some((u) => u.email === email))
          return refusal('exists', MESSAGES.emailExists);
        const user = { ...row, email };
        draft.users.push(user);
        return success(structuredClone(user));
      }),
    upgradeGuest: (userId, details) =>
      engine.write((draft) => {
        const email = details.email.trim().toLowerCase();
        const user = draft.users.find((u) => u._id === userId);
        if (!user?.guestUntil) return refusal('not-found', MESSAGES.notRegistered);
        if (draft.users.some((u) => u.email === email && u._id !== userId))
          return refusal('exists', MESSAGES.emailExists);
        Object.assign(user, { ...details, email });
        delete user.guestUntil;
        return success(structuredClone(user));
      }),
    removeExpiredGuests: async (now) => {
      const expired = (user: UserRow) =>
        user.guestUntil !== undefined && Date.parse(user.guestUntil) < now.getTime();
      // A read first: a sweep that finds nothing writes (and saves) nothing.
      if (!(await engine.read((db) => db.users.some(expired)))) return 0;
      const swept = await engine.write((draft) => {
        const before = draft.users.length;
        draft.users = draft.users.filter((u) => !expired(u));
        return success(before - draft.users.length);
      });
      return swept.ok ? swept.value : 0;
    },

    revokeTokens: (userId) =>
      onUser(userId, (user) => {
        user.tokenVersion += 1;
        return success({ tokenVersion: user.tokenVersion });
      }),

    cart: (userId) => userList(userId, (u) => u.cart),
    addToCart: (userId, productId) => onUser(userId, ops.addToCart(productId, stamp())),
    changeQty: (userId, productId, type) =>
      onUser(userId, ops.changeCartQty(productId, type, stamp())),
    removeFromCart: (userId, productId) => onUser(userId, ops.removeFromCart(productId)),
    wishlist: (userId) => userList(userId, (u) => u.wishlist),
    addToWishlist: (userId, productId) => onUser(userId, ops.addToWishlist(productId, stamp())),
    removeFromWishlist: (userId, productId) => onUser(userId, ops.removeFromWishlist(productId)),
    addresses: (userId) => userList(userId, (u) => u.addresses),
    addAddress: (userId, input) => onUser(userId, ops.addAddress(newId(), input)),
    updateAddress: (userId, addressId, input) =>
      onUser(userId, ops.updateAddress(addressId, input)),
    deleteAddress: (userId, addressId) => onUser(userId, ops.deleteAddress(addressId)),
    orders: (userId) => userList(userId, (u) => u.orders),
    createOrder: (userId, request) =>
      onUser(userId, orderOps.createOrder(request, newId(), stamp())),
    attachPayment: (userId, orderId, payment) =>
      onUser(userId, orderOps.attachPayment(orderId, payment)),
    confirmOrder: (userId, orderId, paymentId) =>
      onUser(userId, orderOps.confirmOrder(orderId, paymentId, stamp())),
    closeOrder: (userId, orderId, status) => onUser(userId, orderOps.closeOrder(orderId, status)),

    todos: () => engine.read((db) => structuredClone(db.todos)),
    addTodo: (title) =>
      engine.write((draft) => {
        if (draft.todos.length >= MAX_TODOS) return refusal('conflict', todosFull());
        draft.todos.push({ _id: newId(), title, completed: false, createdAt: stamp() });
        return success(draft.todos);
      }),
    deleteTodo: (id) =>
      engine.write((draft) => {
        if (!draft.todos.some((t) => t._id === id)) return refusal('not-found', unknownTodo(id));
        draft.todos = draft.todos.filter((t) => t._id !== id);
        return success(draft.todos);
      }),
    subscribe: (email) =>
      engine.write((draft) => {
        const wanted = email.trim().toLowerCase();
        const alreadySubscribed = draft.subscribers.includes(wanted);
        if (!alreadySubscribed) draft.subscribers.push(wanted);
        return success({ alreadySubscribed });
      }),

    reset: () => {
      clock.restartIds();
      return engine.reset();
    },
    snapshot: () => engine.read((db) => structuredClone(db)),
    replace: (state) => engine.replace(state),
    dispose: () => engine.dispose(),
  };
}
