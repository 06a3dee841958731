/**
 * The shopper's two product lists: the cart (a line per product, qty 1 to MAX_QTY) and the wishlist.
 * The rules are src/domain/cart.ts's (the client's optimistic updates apply the same); each line
 * keeps the copy of the product taken when it was added. The SQL side is server/db/lists.ts.
 */
import { formatTimestamp } from '@/domain/cart';
import type { CartLineRecord, WishlistEntryRecord } from '@/domain/types';
import type { Clock } from '../clock';
import type { Engine } from './engine';
import type { Outcome } from './outcome';
import { readUser, writeUser } from './user-records';
import * as ops from './user-ops';

/** Every call refuses 'not-found' (MESSAGES.notRegistered) when the account is gone. */
export interface CartRepository {
  lines(userId: string): Promise<Outcome<CartLineRecord[]>>;
  /** The server's own copy of the product goes in; unknown or out of stock: 'invalid'. */
  add(userId: string, productId: string): Promise<Outcome<CartLineRecord[]>>;
  changeQty(
    userId: string,
    productId: string,
    type: 'increment' | 'decrement',
  ): Promise<Outcome<CartLineRecord[]>>;
  remove(userId: string, productId: string): Promise<Outcome<CartLineRecord[]>>;
}

export interface WishlistRepository {
  entries(userId: string): Promise<Outcome<WishlistEntryRecord[]>>;
  add(userId: string, productId: string): Promise<Outcome<WishlistEntryRecord[]>>;
  remove(userId: string, productId: string): Promise<Outcome<WishlistEntryRecord[]>>;
}

export function createMemoryCart(engine: Engine, clock: Clock): CartRepository {
  const stamp = () => formatTimestamp(clock.now());
  return {
    lines: (userId) => readUser(engine, userId, (u) => u.cart),
    add: (userId, productId) => writeUser(engine, userId, ops.addToCart(productId, stamp())),
    changeQty: (userId, productId, type) =>
      writeUser(engine, userId, ops.changeCartQty(productId, type, stamp())),
    remove: (userId, productId) => writeUser(engine, userId, ops.removeFromCart(productId)),
  };
}

export function createMemoryWishlist(engine: Engine, clock: Clock): WishlistRepository {
  const stamp = () => formatTimestamp(clock.now());
  return {
    entries: (userId) => readUser(engine, userId, (u) => u.wishlist),
    add: (userId, productId) => writeUser(engine, userId, ops.addToWishlist(productId, stamp())),
    remove: (userId, productId) => writeUser(engine, userId, ops.removeFromWishlist(productId)),
  };
}
