/**
 * "Signed in with a given cart": puts the demo account into a chosen state (cart, wishlist,
 * addresses, past orders) and signs a real token for it. Stories wrap it in a loader
 * (stories/support/session.ts); tests call it directly.
 */
import { addLine, addWishlistEntry, formatTimestamp } from '@/domain/cart';
import type { AddressInput, PublicUser } from '@/domain/types';
import { publicUser } from '@backend/public-user';
import type { SimulatedBackend } from '@backend/simulated';
import { attachPayment, closeOrder, confirmOrder, createOrder } from '@backend/store/order-ops';
import { DEMO_USER } from '@backend/store/seed';
import { onUser } from '@backend/store/user-ops';

export interface CartItem {
  id: string;
  qty?: number;
}

export interface PastOrder {
  /** Product ids (or {id, qty}) the order contained. */
  items: (string | CartItem)[];
  couponCode?: string;
  paymentId?: string;
  /**
   * 'paid' (the default) as checkout leaves it; 'placed' a Cash on Delivery order; otherwise left in
   * that state (the cart still empty).
   */
  status?: 'pending' | 'paid' | 'failed' | 'cancelled' | 'placed';
}

export interface SignedInOptions {
  /** Product ids (or {id, qty}) in the cart, in this order. */
  cart?: (string | CartItem)[];
  wishlist?: string[];
  /** Replaces the demo account's sample address ([] for none). */
  addresses?: AddressInput[];
  orders?: PastOrder[];
}

export interface SignedInSession {
  token: string;
  user: PublicUser;
}

const asItem = (item: string | CartItem): CartItem =>
  typeof item === 'string' ? { id: item } : item;

/**
 * Resets the back end's store to the seed, then gives the demo account the requested state. Products are put in
 * directly (no stock check), so a story can show an out-of-stock line; unknown ids throw.
 */
export async function signInDemo(
  backend: Pick<SimulatedBackend, 'store' | 'clock' | 'tokens'>,
  options: SignedInOptions = {},
): Promise<SignedInSession> {
  const { store, clock, tokens } = backend;
  const newId = () => clock.newId();
  await store.reset();
  const db = await store.snapshot();
  const stamp = formatTimestamp(clock.now());
  const user = db.users.find((u) => u.email === DEMO_USER.email);
  if (!user) throw new Error('signInDemo: the seed has no demo user');
  const product = (id: string) => {
    const found = db.products.find((p) => p._id === id);
    if (!found) throw new Error(`signInDemo: no product has the id "${id}"`);
    return found;
  };
  const fillCart = (items: (string | CartItem)[]) => {
    for (const { id, qty = 1 } of items.map(asItem)) {
      const added = addLine(user.cart, product(id), stamp);
      if (!added.ok) throw new Error(`signInDemo: ${id} is listed twice`);
      user.cart = added.value.map((l) => (l._id === id ? { ...l, qty: Math.max(1, qty) } : l));
    }
  };

  if (options.addresses) {
    user.addresses = options.addresses.map((address) => ({ ...address, id: newId() }));
  }
  for (const order of options.orders ?? []) {
    fillCart(order.items);
    const paymentId = order.paymentId ?? `pay_demo${user.orders.length + 1}`;
    const created = onUser(
      db,
      user._id,
      createOrder(
        {
          addressId: user.addresses[0]?.id ?? '',
          couponCode: order.couponCode,
          idempotencyKey: `seed-${paymentId}`,
          paymentMethod: order.status === 'placed' ? 'cod' : 'online',
        },
        newId(),
        stamp,
      ),
    );
    if (!created.ok || !('order' in created.value))
      throw new Error(`signInDemo: the order could not be placed: ${JSON.stringify(created)}`);
    const orderId = created.value.order._id;
    const status = order.status ?? 'paid';
    const closed =
      status === 'paid'
        ? onUser(db, user._id, confirmOrder(orderId, paymentId, stamp))
        : status === 'pending' || status === 'placed'
          ? created
          : onUser(db, user._id, closeOrder(orderId, status, stamp));
    if (!closed.ok) throw new Error(`signInDemo: the order could not be closed: ${closed.message}`);
    if (status !== 'paid' && status !== 'placed') {
      // An unpaid past order has a provider order as checkout would give it; the cart starts empty.
      onUser(
        db,
        user._id,
        attachPayment(orderId, {
          provider: 'simulated',
          orderId: `order_seed${user.orders.length}`,
          keyId: null,
        }),
      );
      user.cart = [];
    }
  }
  fillCart(options.cart ?? []);
  for (const id of options.wishlist ?? []) {
    const added = addWishlistEntry(user.wishlist, product(id), stamp);
    if (!added.ok) throw new Error(`signInDemo: ${id} is listed twice in the wishlist`);
    user.wishlist = added.value;
  }
  await store.replace(db);
  return { token: await tokens.sign({ _id: user._id, email: user.email }), user: publicUser(user) };
}
