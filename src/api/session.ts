/**
 * The session as the API layer sees it: the token (mirrored in localStorage `token`, spec §3), the
 * signed-in user and whether a saved token is still being checked. The auth machine is the only
 * writer; everything else reads it (the client for its header, screens through useSession).
 */
import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@/domain/types';

export const TOKEN_KEY = 'token';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
}

type Listener = () => void;
/** Told which token a refused call carried (undefined: not known, treated as the current one). */
type UnauthorizedListener = (token?: string | null) => void;

function readSavedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

const initialToken = readSavedToken();
let current: Session = {
  status: initialToken ? 'checking' : 'signedOut',
  token: initialToken,
  user: null,
};
const listeners = new Set<Listener>();
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function getSession(): Session {
  return current;
}

export interface SetSessionOptions {
  /**
   * Leave the saved token in localStorage although this page is signed out: a check that failed for
   * a reason other than the token (network, abort on leaving the page, a 5xx) must not forget it.
   */
  keepSavedToken?: boolean;
}

export function setSession(next: Session, options: SetSessionOptions = {}): void {
  current = next;
  try {
    if (next.token) globalThis.localStorage?.setItem(TOKEN_KEY, next.token);
    else if (!options.keepSavedToken) globalThis.localStorage?.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session still works.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
const getPrerenderedSession = () =>
  current.status === 'signedOut' && current.token === null && current.user === null
    ? current
    : PRERENDERED_SESSION;

/**
 * The session; while a prerendered page hydrates, the signed-out one it was rendered with (React
 * re-renders with this browser's session right after).
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getPrerenderedSession);
}
