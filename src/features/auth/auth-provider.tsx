/**
 * Runs the auth machine for the app, inside the router and the query client: the machine's
 * navigation and cache-clearing actions are supplied here from React. The machine's module loads
 * right after the first paint; starting it begins the check of a saved token (the session store is
 * already 'checking', so guarded pages wait, not redirect).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AuthRuntimeContext, type AuthRuntime } from './auth-context';
import type { AuthActor, AuthLogic } from './auth-runtime';

export interface AuthProviderProps {
  children: ReactNode;
  /** Another version of the machine (stories force a state with `authMachine.provide`). */
  logic?: AuthLogic;
}

function deferred() {
  let resolve!: (actor: AuthActor) => void;
  const promise = new Promise<AuthActor>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function AuthProvider({ children, logic }: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The machine keeps the first navigate it was given: it only navigates to absolute paths, which
  // resolve the same whatever page is showing.
  const deps = useRef({ logic, navigate, queryClient });
  const [waiting] = useState(deferred);
  const [runtime, setRuntime] = useState<AuthRuntime>(() => ({
    actor: null,
    ready: waiting.promise,
  }));

  useEffect(() => {
    let actor: AuthActor | null = null;
    let cancelled = false;
    void import('./auth-runtime').then(({ startAuth }) => {
      if (cancelled) return;
      const { logic: machine, navigate: go, queryClient: client } = deps.current;
      actor = startAuth({
        logic: machine,
        navigate: (to, options) => void go(to, options),
        queryClient: client,
      });
      waiting.resolve(actor);
      setRuntime({ actor, ready: Promise.resolve(actor) });
    });
    return () => {
      cancelled = true;
      actor?.stop();
    };
  }, [waiting]);

  return <AuthRuntimeContext.Provider value={runtime}>{children}</AuthRuntimeContext.Provider>;
}
