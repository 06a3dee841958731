/**
 * Runs the auth machine for the app, inside the router and the query client. The machine's module
 * (xstate with it, ~14 kB gzip) loads once a session needs it: at start when a token is saved (its
 * check), when another tab signs in, when a sign-in is on its way, and as the login and signup pages
 * open. A visitor's page never needs it, so a first visit neither fetches nor runs it. Nothing on the
 * first paint needs it either (screens read the session store, already 'checking' when a token is
 * saved). Once it is in, its actor context (AuthActor) runs the machine provided with the app's
 * effects (`authEffects`, given React's navigation and query cache), and a small reader publishes
 * the actor and its `authenticating` selector to use-auth.ts.
 * Until it runs, this provider listens for the other tabs' sign-ins and outs itself (the machine
 * follows them once it runs): the latest is handed to the machine as it starts. Starting it begins
 * the check of a saved token. A module that fails to load says so, with a retry.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/api/query-keys';
import { getSession, readSavedToken, setSession, TOKEN_KEY } from '@/api/session';
import { toast } from '@/lib/notify';
import type * as AuthMachineModule from './auth-machine';
import type { AuthEvent, AuthLogic } from './auth-machine';
import {
  AUTH_LOAD_FAILED_TOAST,
  AuthStateContext,
  showLoadFailed,
  type AuthEventTarget,
  type AuthState,
} from './use-auth';

type MachineModule = typeof AuthMachineModule;

export interface AuthProviderProps {
  children: ReactNode;
  /** Another version of the machine (a story forcing a state); the app's effects are provided to it. */
  logic?: AuthLogic;
  /** How the machine's module is fetched (stories make it fail). */
  loadMachine?: () => Promise<MachineModule>;
  /** Reload the page when a retried load fails too (default true; stories keep the page). */
  reloadOnRetry?: boolean;
}

const importMachine = () => import('./auth-machine');

function deferred() {
  let resolve!: (actor: AuthEventTarget) => void;
  const promise = new Promise<AuthEventTarget>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

interface Running {
  AuthActor: MachineModule['AuthActor'];
  logic: AuthLogic;
}

/** Reads the running actor through its context's selectors and hands it to the app. */
function AuthReader({
  AuthActor,
  onChange,
}: {
  AuthActor: Running['AuthActor'];
  onChange: (actor: AuthEventTarget, authenticating: boolean) => void;
}) {
  const actor = AuthActor.useActorRef();
  const authenticating = AuthActor.useSelector(
    (state) => state.matches('authenticating') || state.matches('signingUpSignedIn'),
  );
  useEffect(() => onChange(actor, authenticating), [actor, authenticating, onChange]);
  return null;
}

export function AuthProvider({
  children,
  logic,
  loadMachine = importMachine,
  reloadOnRetry = true,
}: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The machine keeps the first navigate it was given: it only navigates to absolute paths, which
  // resolve the same whatever page is showing.
  const deps = useRef({ logic, navigate, queryClient, loadMachine });
  const [waiting] = useState(deferred);
  const [attempt, setAttempt] = useState(0);
  // Loaded at once when a session is there to check (the store starts 'checking' with a saved
  // token); otherwise when something asks (`load`).
  const [wanted, setWanted] = useState(() => getSession().status !== 'signedOut');
  const load = useCallback(() => setWanted(true), []);
  const [running, setRunning] = useState<Running | null>(null);
  const [state, setState] = useState<AuthState>(() => ({
    actor: null,
    ready: waiting.promise,
    load,
    authenticating: false,
  }));
  // Another tab's latest sign-in or out, seen before the machine ran: it is the machine's to follow.
  const elsewhere = useRef<AuthEvent | null>(null);

  const retry = useCallback(() => {
    toast.dismiss(AUTH_LOAD_FAILED_TOAST);
    setState({ actor: null, ready: waiting.promise, load, authenticating: false });
    // Check the saved token again, as on a fresh start: guarded pages wait for the answer.
    const token = readSavedToken();
    if (token && getSession().status === 'signedOut')
      setSession({ status: 'checking', token, user: null });
    setAttempt((n) => n + 1);
  }, [waiting, load]);

  const published = useRef(false);
  const publish = useCallback(
    (actor: AuthEventTarget, authenticating: boolean) => {
      // What another tab did while the machine loaded, before the events waiting for it.
      const missed = elsewhere.current;
      elsewhere.current = null;
      if (missed) actor.send(missed);
      waiting.resolve(actor);
      const update = () =>
        setState((previous) =>
          previous.actor === actor && previous.authenticating === authenticating
            ? previous
            : { actor, ready: Promise.resolve(actor), load, authenticating },
        );
      // The first one may come while React is still hydrating part of the page (server mode
      // loads the machine that early). An urgent update of this context there would make React
      // hydrate all of that part in one task; as a transition it goes on in slices.
      if (published.current) return update();
      published.current = true;
      startTransition(update);
    },
    [waiting, load],
  );

  // Until the machine runs, the other tabs are followed from here: their latest change is kept for
  // it, and a sign-in elsewhere (a new token) is a session to check, so the machine loads.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // Published: the machine follows the other tabs itself now.
      if (published.current || (event.key !== TOKEN_KEY && event.key !== null)) return;
      const token = event.key === null ? null : event.newValue;
      elsewhere.current = { type: 'auth.elsewhere', token };
      if (token !== null) setWanted(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    deps.current.loadMachine().then(
      ({ AuthActor, authMachine, authEffects }) => {
        if (cancelled) return;
        const { logic: machine, navigate: go, queryClient: client } = deps.current;
        const provided = (machine ?? authMachine).provide(
          authEffects({
            navigate: (to, options) => void go(to, options),
            clearUserData: () => client.removeQueries({ queryKey: queryKeys.user }),
          }),
        );
        startTransition(() => setRunning({ AuthActor, logic: provided }));
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
        setState({
          actor: null,
          ready: waiting.promise,
          load,
          authenticating: false,
          failed: true,
          retry,
        });
        showLoadFailed(retry);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, waiting, attempt, retry, load, reloadOnRetry]);

  return (
    <AuthStateContext.Provider value={state}>
      {children}
      {running ? (
        <running.AuthActor.Provider logic={running.logic}>
          <AuthReader AuthActor={running.AuthActor} onChange={publish} />
        </running.AuthActor.Provider>
      ) : null}
    </AuthStateContext.Provider>
  );
}
