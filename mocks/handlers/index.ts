/**
 * Every handler of the simulated back end, grouped by resource (the groups stories override by key).
 * Order matters: MSW answers with the first match, so 'assets' (everything not /api/* goes straight
 * to the network) comes first and the catch-all 'unknown' group stays last.
 */
import type { RequestHandler } from 'msw';
import { addressHandlers } from './addresses';
import { assetHandlers } from './assets';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { categoryHandlers } from './categories';
import { consoleHandlers } from './console';
import { couponHandlers } from './coupons';
import { newsletterHandlers } from './newsletter';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { setRouteSource } from './route-table';
import { testTodoHandlers } from './test-todos';
import { unknownHandlers } from './unknown';
import { wishlistHandlers } from './wishlist';

export const handlerGroups: Record<string, RequestHandler[]> = {
  assets: assetHandlers,
  auth: authHandlers,
  products: productHandlers,
  categories: categoryHandlers,
  cart: cartHandlers,
  wishlist: wishlistHandlers,
  addresses: addressHandlers,
  orders: orderHandlers,
  coupons: couponHandlers,
  testTodos: testTodoHandlers,
  newsletter: newsletterHandlers,
  console: consoleHandlers,
  unknown: unknownHandlers,
};

export const handlers: RequestHandler[] = Object.values(handlerGroups).flat();

setRouteSource(() => handlerGroups);
