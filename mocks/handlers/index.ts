/** Every handler of the simulated back end, grouped by resource (the groups stories override by key). */
import type { RequestHandler } from 'msw';

export const handlerGroups: Record<string, RequestHandler[]> = {};

export const handlers: RequestHandler[] = Object.values(handlerGroups).flat();
