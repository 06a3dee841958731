/**
 * What each write does to one user's records, as transactions for the engine: they change the draft
 * they are given and return the outcome (a refusal discards the draft). Cart and wishlist rules are
 * src/domain/cart.ts's, the same the client's optimistic updates apply. Orders are ./order-ops.ts.
 */
import { addLine, addWishlistEntry, changeQty, removeLine, type CartRefusal } from '@/domain/cart';
import type { Address, AddressInput, CartLineRecord, WishlistEntryRecord } from '@/domain/types';
import {
  addressBookFull,
  MAX_ADDRESSES,
  MESSAGES,
  unknownAddress,
  unknownProduct,
} from '../messages';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';

type UserOp<T> = (user: UserRow, db: DbState) => Outcome<T>;

/** Runs `op` on the draft's user `userId` (refusing when the account is gone). */
export function onUser<T>(draft: DbState, userId: string, op: UserOp<T>): Outcome<T> {
  const user = draft.users.find((u) => u._id === userId);
  if (!user) return refusal('not-found', MESSAGES.notRegistered);
  return op(user, draft);
}

export function cartRefusal(reason: CartRefusal, list: 'cart' | 'wishlist') {
  switch (reason) {
    case 'already-in-list':
      return refusal(
        'conflict',
        list === 'cart' ? MESSAGES.alreadyInCart : MESSAGES.alreadyInWishlist,
      );
    case 'not-in-list':
      return refusal('not-found', list === 'cart' ? MESSAGES.notInCart : MESSAGES.notInWishlist);
    case 'min-qty':
      return refusal('invalid', MESSAGES.minQty);
    case 'max-qty':
      return refusal('invalid', MESSAGES.maxQty);
  }
}

export const addToCart =
  (productId: string, now: string): UserOp<CartLineRecord[]> =>
  (user, db) => {
    // The server's own copy of the product, never the client's (its price could be anything).
    const product = db.products.find((p) => p._id === productId);
    if (!product) return refusal('invalid', unknownProduct(productId));
    if (!product.inStock) return refusal('invalid', MESSAGES.outOfStock);
    const result = addLine(user.cart, product, now);
    if (!result.ok) return cartRefusal(result.reason, 'cart');
    user.cart = result.value;
    return success(user.cart);
  };

export const changeCartQty =
  (productId: string, type: 'increment' | 'decrement', now: string): UserOp<CartLineRecord[]> =>
  (user) => {
    const result = changeQty(user.cart, productId, type, now);
    if (!result.ok) return cartRefusal(result.reason, 'cart');
    user.cart = result.value;
    return success(user.cart);
  };

export const removeFromCart =
  (productId: string): UserOp<CartLineRecord[]> =>
  (user) => {
    const result = removeLine(user.cart, productId);
    if (!result.ok) return cartRefusal(result.reason, 'cart');
    user.cart = result.value;
    return success(user.cart);
  };

export const addToWishlist =
  (productId: string, now: string): UserOp<WishlistEntryRecord[]> =>
  (user, db) => {
    const product = db.products.find((p) => p._id === productId);
    if (!product) return refusal('invalid', unknownProduct(productId));
    const result = addWishlistEntry(user.wishlist, product, now);
    if (!result.ok) return cartRefusal(result.reason, 'wishlist');
    user.wishlist = result.value;
    return success(user.wishlist);
  };

export const removeFromWishlist =
  (productId: string): UserOp<WishlistEntryRecord[]> =>
  (user) => {
    const result = removeLine(user.wishlist, productId);
    if (!result.ok) return cartRefusal(result.reason, 'wishlist');
    user.wishlist = result.value;
    return success(user.wishlist);
  };

export const addAddress =
  (id: string, input: AddressInput): UserOp<Address[]> =>
  (user) => {
    if (user.addresses.length >= MAX_ADDRESSES) return refusal('conflict', addressBookFull());
    user.addresses = [...user.addresses, { ...input, id }];
    return success(user.addresses);
  };

export const updateAddress =
  (addressId: string, input: AddressInput): UserOp<Address[]> =>
  (user) => {
    if (!user.addresses.some((a) => a.id === addressId))
      return refusal('not-found', unknownAddress(addressId));
    user.addresses = user.addresses.map((a) =>
      a.id === addressId ? { ...input, id: addressId } : a,
    );
    return success(user.addresses);
  };

export const deleteAddress =
  (addressId: string): UserOp<Address[]> =>
  (user) => {
    if (!user.addresses.some((a) => a.id === addressId))
      return refusal('not-found', unknownAddress(addressId));
    user.addresses = user.addresses.filter((a) => a.id !== addressId);
    return success(user.addresses);
  };
