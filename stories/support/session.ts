/**
 * Story loaders for the back end's state. Preview runs `resetBackend` before every story (seed data,
 * signed out, latency 0); a story that needs a shopper adds
 *   loaders: [signedIn({ cart: ['<productId>'], wishlist: ['<productId>'] })]
 * which signs the demo account in with a real token, so the app's calls pass the back end's checks.
 */
import { setSession } from '@/api/session';
import type { PublicUser } from '@/domain/types';
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

/**
 * A loader: a fresh guest account signed in, as server mode's Login As Guest makes one (no
 * password; its address in the guests' domain).
 */
export function signedInAsGuest() {
  return async () => {
    await storyBackend.store.reset();
    const response = await storyBackend.api.request('/api/auth/guest', { method: 'POST' });
    if (!response.ok) throw new Error(`signedInAsGuest: the back end answered ${response.status}`);
    const { foundUser, encodedToken } = (await response.json()) as {
      foundUser: PublicUser;
      encodedToken: string;
    };
    setSession({ status: 'signedIn', token: encodedToken, user: foundUser });
    return {};
  };
}

/**
 * A loader: the demo account's saved session still being checked, as just after a page loads (the
 * auth machine is not running in a story). The play ends the check with `finishCheck(loaded)`.
 */
export function checkingSession(options: SignedInOptions = {}) {
  return async () => {
    const saved = await signInDemo(storyBackend, options);
    setSession({ status: 'checking', token: saved.token, user: null });
    return { saved };
  };
}

/** Ends a `checkingSession` check: signed in with its token, or (`refused`) signed out. */
export function finishCheck(loaded: Record<string, unknown>, outcome: 'signedIn' | 'refused') {
  const { saved } = loaded as { saved: Awaited<ReturnType<typeof signInDemo>> };
  setSession(
    outcome === 'signedIn'
      ? { status: 'signedIn', token: saved.token, user: saved.user }
      : { status: 'signedOut', token: null, user: null },
  );
}

/** A loader: the back end answers every call after `ms` (for stories about loading). */
export function withLatency(ms: number) {
  return async () => {
    storyBackend.simulation.configure({ latencyMs: ms });
    return {};
  };
}
