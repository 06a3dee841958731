/**
 * Every handler of the simulated back end, grouped by resource (the groups stories override by key).
 * Order matters: MSW answers with the first match, so the catch-all 'unknown' group stays last.
 */
import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { categoryHandlers } from './categories';
import { productHandlers } from './products';
import { unknownHandlers } from './unknown';

export const handlerGroups: Record<string, RequestHandler[]> = {
  auth: authHandlers,
  products: productHandlers,
  categories: categoryHandlers,
  unknown: unknownHandlers,
};

export const handlers: RequestHandler[] = Object.values(handlerGroups).flat();
