/**
 * A story loader for stock: the store reset (and the demo account signed in, when options are
 * given), then each product's units on hand set through the back end's console route, then the
 * `cart` items added through the API, so "Only 3 left" is what the API itself says of a product with
 * 3 units:
 *   loaders: [withStock({ [lipstickId]: 3 }, { cart: [{ id: lipstickId, qty: 2 }] })]
 * Loaders run together: this one does its own reset first, so the stock is set after it.
 */
import { fillCart, setStock } from '@mocks/scenarios/stock';
import { signInDemo } from '@mocks/scenarios/signed-in';
import { setSession } from '@/api/session';
import { storyBackend } from './backend';

export interface StockStory {
  /** Signs the demo account in (empty cart) and adds these after the stock is set. */
  cart?: { id: string; qty?: number }[];
}

export function withStock(units: Record<string, number>, options?: StockStory) {
  return async () => {
    if (!options) {
      await storyBackend.store.reset();
      await setStock(storyBackend, units);
      return {};
    }
    const { token, user } = await signInDemo(storyBackend);
    await setStock(storyBackend, units);
    await fillCart(storyBackend, token, options.cart ?? []);
    setSession({ status: 'signedIn', token, user });
    return {};
  };
}
