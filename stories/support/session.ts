/**
 * Story loaders for the back end's state. Preview runs `resetBackend` before every story (seed data,
 * signed out, latency 0); a story that needs a shopper adds
 *   loaders: [signedIn({ cart: ['<productId>'], wishlist: ['<productId>'] })]
 * which signs the demo account in with a real token, so the app's calls pass the back end's checks.
 */
import { setSession } from '@/api/session';
import { configureBackend } from '@backend/config';
import { resetStore } from '@backend/store';
import { signInDemo, type SignedInOptions } from '@mocks/scenarios/signed-in';

export type { SignedInOptions } from '@mocks/scenarios/signed-in';

/** Default for every story: seed data, no session, no latency, no injected failures. */
export async function resetBackend(): Promise<Record<string, never>> {
  configureBackend({ latencyMs: 0, clearFailures: true });
  await resetStore();
  setSession({ status: 'signedOut', token: null, user: null });
  return {};
}

/** A loader: the demo account signed in, with the given cart, wishlist, addresses and orders. */
export function signedIn(options: SignedInOptions = {}) {
  return async () => {
    const { token, user } = await signInDemo(options);
    setSession({ status: 'signedIn', token, user });
    return {};
  };
}

/** A loader: the back end answers every call after `ms` (for stories about loading). */
export function withLatency(ms: number) {
  return async () => {
    configureBackend({ latencyMs: ms });
    return {};
  };
}
