/**
 * The auth machine's effects in the app: the auth calls, the session store, the other tabs'
 * sign-ins and sign-outs, the API client's 401s, toasts, and what React gives it (navigation, the
 * query cache). auth-provider.tsx provides them with `authMachine.provide(authEffects(host))`. It
 * loads with the machine, after the first paint (auth-machine.ts re-exports it).
 */
import { fromCallback, fromPromise } from 'xstate';
import { toast } from '@/lib/notify';
import { authApi } from '@/api/auth';
import { getSession, onUnauthorized, setSession, TOKEN_KEY } from '@/api/session';
import type { AuthEffects, AuthEvent } from './auth-machine';

/** What the host gives the effects: React's navigation and query cache. */
export interface AuthHost {
  navigate: (to: string, options: { replace?: boolean }) => void;
  /** Drops the signed-in shopper's data from the query cache. */
  clearUserData: () => void;
}

export function authEffects(host: AuthHost): AuthEffects {
  return {
    actors: {
      checkToken: fromPromise(async () => (await authApi.me()).user),
      authenticate: fromPromise(async ({ input }) => {
        if (input.kind === 'login') {
          const data = await authApi.login(input.credentials);
          return { token: data.encodedToken, user: data.foundUser };
        }
        if (input.kind === 'guest') {
          const data = await authApi.guest();
          return { token: data.encodedToken, user: data.foundUser };
        }
        const data = await authApi.signup(input.input);
        return { token: data.encodedToken, user: data.createdUser };
      }),
      /**
       * Sign-in and sign-out in other tabs: the token in localStorage is shared, and the browser
       * tells every other tab when it changes ('storage' does not fire in the tab that wrote it).
       */
      otherTabs: fromCallback<AuthEvent>(({ sendBack }) => {
        const target = globalThis.window;
        if (!target?.addEventListener) return () => {};
        const onStorage = (event: StorageEvent) => {
          if (event.key === TOKEN_KEY || event.key === null)
            sendBack({ type: 'auth.elsewhere', token: event.key === null ? null : event.newValue });
        };
        target.addEventListener('storage', onStorage);
        return () => target.removeEventListener('storage', onStorage);
      }),
      /** Any 401 from an authenticated call, reported by the API client. */
      unauthorizedCalls: fromCallback<AuthEvent>(({ sendBack }) =>
        onUnauthorized((token) => sendBack({ type: 'auth.unauthorized', token })),
      ),
    },
    actions: {
      writeSession: (_, { keepSavedToken, ...session }) => setSession(session, { keepSavedToken }),
      notify: (_, { kind, message }) => {
        toast[kind](message);
      },
      // The server revokes the token; the shopper is logged out here whatever it answers.
      revokeOnServer: () => {
        if (getSession().token) void authApi.logout().catch(() => undefined);
      },
      navigate: (_, { to, replace }) => host.navigate(to, { replace }),
      clearUserData: () => host.clearUserData(),
    },
  };
}
