/**
 * Story loaders for the back end's state. Preview runs `resetBackend` before every story (seed data,
 * signed out, latency 0); a story that needs a shopper adds
 *   loaders: [signedIn({ cart: ['<productId>'], wishlist: ['<productId>'] })]
 * which signs the demo account in with a real token, so the app's calls pass the back end's checks.
 */
import { setSession } from '@/api/session';
import { signInDemo, type SignedInOptions } from '@mocks/scenarios/signed-in';
import { storyBackend } from './backend';

export type { SignedInOptions } from '@mocks/scenarios/signed-in';

/** Default for every story: seed data, no session, no latency, no injected failures. */
export async function resetBackend(): Promise<Record<string, never>> {
  storyBackend.simulation.configure({ latencyMs: 0, clearFailures: true });
  await storyBackend.store.reset();
  setSession({ status: 'signedOut', token: null, user: null });
  return {};
}

/** A loader: the demo account signed in, with the given cart, wishlist, addresses and orders. */
export function signedIn(options: SignedInOptions = {}) {
  return async () => {
    const { token, user } = await signInDemo(storyBackend, options);
    setSession({ status: 'signedIn', token, user });
    return {};
  };
}

/** A loader: the back end answers every call after `ms` (for stories about loading). */
export function withLatency(ms: number) {
  return async () => {
    storyBackend.simulation.configure({ latencyMs: ms });
    return {};
  };
}
