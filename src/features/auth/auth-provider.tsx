/**
 * Runs the auth machine for the app, inside the router and the query client: the machine's
 * navigation and cache-clearing actions are supplied here from React. The machine's module loads
 * right after the first paint; starting it begins the check of a saved token (the session store is
 * already 'checking', so guarded pages wait, not redirect).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getSession, setSession, TOKEN_KEY } from '@/api/session';
import { toast } from '@/lib/notify';
import { AuthRuntimeContext, type AuthRuntime } from './auth-context';
import { AUTH_MESSAGES } from './auth-messages';
import type * as RuntimeExports from './auth-runtime';
import type { AuthActor, AuthLogic } from './auth-runtime';

type RuntimeModule = typeof RuntimeExports;

export interface AuthProviderProps {
  children: ReactNode;
  /** Another version of the machine (stories force a state with `authMachine.provide`). */
  logic?: AuthLogic;
  /** How the machine's module is fetched (stories make it fail). */
  loadRuntime?: () => Promise<RuntimeModule>;
  /** Reload the page when a retried load fails too (default true; stories keep the page). */
  reloadOnRetry?: boolean;
}

const importRuntime = () => import('./auth-runtime');
export const AUTH_LOAD_FAILED_TOAST = 'auth-load-failed';

function savedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function deferred() {
  let resolve!: (actor: AuthActor) => void;
  const promise = new Promise<AuthActor>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function AuthProvider({
  children,
  logic,
  loadRuntime = importRuntime,
  reloadOnRetry = true,
}: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The machine keeps the first navigate it was given: it only navigates to absolute paths, which
  // resolve the same whatever page is showing.
  const deps = useRef({ logic, navigate, queryClient, loadRuntime });
  const [waiting] = useState(deferred);
  const [attempt, setAttempt] = useState(0);
  const [runtime, setRuntime] = useState<AuthRuntime>(() => ({
    actor: null,
    ready: waiting.promise,
  }));
  const retry = useCallback(() => {
    toast.dismiss(AUTH_LOAD_FAILED_TOAST);
    setRuntime({ actor: null, ready: waiting.promise });
    // Check the saved token again, as on a fresh start: guarded pages wait for the answer.
    const token = savedToken();
    if (token && getSession().status === 'signedOut')
      setSession({ status: 'checking', token, user: null });
    setAttempt((n) => n + 1);
  }, [waiting]);

  useEffect(() => {
    let actor: AuthActor | null = null;
    let cancelled = false;
    deps.current.loadRuntime().then(
      ({ startAuth }) => {
        if (cancelled) return;
        const { logic: machine, navigate: go, queryClient: client } = deps.current;
        actor = startAuth({
          logic: machine,
          navigate: (to, options) => void go(to, options),
          queryClient: client,
        });
        waiting.resolve(actor);
        setRuntime({ actor, ready: Promise.resolve(actor) });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('[glamour] the sign-in module failed to load', error);
        // Browsers may remember a failed module for the life of the page: when Retry fails too
        // and the network is there, a reload is the retry that works (it also fetches a fresh
        // page after a deploy). The saved token restores the session after it.
        if (attempt > 0 && globalThis.navigator?.onLine !== false && reloadOnRetry) {
          window.location.reload();
          return;
        }
        // Nobody can check the saved token now: shop on as a visitor instead of waiting for ever
        // on guarded pages. The token stays saved, so a retry or a reload restores the session.
        if (getSession().status !== 'signedOut')
          setSession({ status: 'signedOut', token: null, user: null }, { keepSavedToken: true });
        setRuntime({ actor: null, ready: waiting.promise, failed: true, retry });
        toast.error(AUTH_MESSAGES.loadFailed, {
          id: AUTH_LOAD_FAILED_TOAST,
          duration: Infinity,
          action: { label: 'Retry', onClick: retry },
        });
      },
    );
    return () => {
      cancelled = true;
      actor?.stop();
    };
  }, [waiting, attempt, retry, reloadOnRetry]);

  return <AuthRuntimeContext.Provider value={runtime}>{children}</AuthRuntimeContext.Provider>;
}
