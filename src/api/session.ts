/**
 * The session as the API layer sees it: the token (mirrored in localStorage `token`), the
 * signed-in user and whether a saved token is still being checked. The auth machine is the only
 * writer; everything else reads it (the client for its header, screens through useSession).
 */
import type { PublicUser } from '@/domain/types';
import { createExternalStore } from '@/lib/external-store';
import { useExternalStore } from '@/lib/use-external-store';
import { writeText } from '@/lib/storage';
import { readSavedToken, TOKEN_KEY } from './saved-token';

export { readSavedToken, TOKEN_KEY };

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
}

/** Told which token a refused call carried (undefined: not known, treated as the current one). */
type UnauthorizedListener = (token?: string | null) => void;

const initialToken = readSavedToken();
const session = createExternalStore<Session>({
  status: initialToken ? 'checking' : 'signedOut',
  token: initialToken,
  user: null,
});
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function getSession(): Session {
  return session.get();
}

export interface SetSessionOptions {
  /**
   * Leave the saved token in localStorage although this page is signed out: a check that failed for
   * a reason other than the token (network, abort on leaving the page, a 5xx) must not forget it.
   */
  keepSavedToken?: boolean;
}

export function setSession(next: Session, options: SetSessionOptions = {}): void {
  // Storage can be unavailable (private mode, quota); the in-memory session still works.
  if (next.token) writeText(TOKEN_KEY, next.token);
  else if (!options.keepSavedToken) writeText(TOKEN_KEY, null);
  session.set(next);
}

export const subscribeSession = session.subscribe;

/**
 * The session once a saved token has been checked: at once when nothing is being checked, else when
 * the auth machine settles it (signed in, or signed out when the token was refused).
 */
export function sessionChecked(): Promise<Session> {
  return new Promise((resolve) => {
    if (session.get().status !== 'checking') return resolve(session.get());
    const stop = session.subscribe(() => {
      if (session.get().status === 'checking') return;
      stop();
      resolve(session.get());
    });
  });
}

/**
 * The client calls this on any 401 from an authenticated call, with the token that call carried;
 * the auth machine listens, and signs out only if that token is still the session's (a late 401
 * for an older token must not end a newer session).
 */
export function reportUnauthorized(token?: string | null): void {
  unauthorizedListeners.forEach((listener) => listener(token));
}

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** What a prerendered page was rendered with: nobody signed in (see src/lib/hydration.ts). */
const PRERENDERED_SESSION: Session = { status: 'signedOut', token: null, user: null };
// A visitor's own session is the signed-out one too: the same object then, so that the end of
// hydration re-renders none of the components that read it.
const getPrerenderedSession = () => {
  const current = session.get();
  return current.status === 'signedOut' && current.token === null && current.user === null
    ? current
    : PRERENDERED_SESSION;
};

/**
 * The session; while a prerendered page hydrates, the signed-out one it was rendered with (React
 * re-renders with this browser's session right after).
 */
export function useSession(): Session {
  return useExternalStore(session, getPrerenderedSession);
}
