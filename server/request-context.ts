/**
 * What one request learns on its way through the handlers, kept per request (AsyncLocalStorage),
 * never per process: today only whether the database could not be reached, which turns the
 * handlers' generic 500 into a 503 that says so.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestState {
  databaseUnavailable: boolean;
}

export const requestContext = new AsyncLocalStorage<RequestState>();

export function markDatabaseUnavailable(): void {
  const state = requestContext.getStore();
  if (state) state.databaseUnavailable = true;
}
