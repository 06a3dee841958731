/**
 * The auth actor's start-up, kept out of the first paint: xstate is ~14 kB gzip, and nothing on the
 * first paint needs the machine (screens read the session store, already 'checking' when a token is
 * saved). The provider loads this module right after mounting.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { queryKeys } from '@/api/query-keys';
import { getSession } from '@/api/session';
import { authMachine } from './auth-machine';

export type AuthLogic = typeof authMachine;
export type AuthActor = ReturnType<typeof startAuth>;

export interface AuthRuntimeDeps {
  /** Another version of the machine (stories force a state with `authMachine.provide`). */
  logic?: AuthLogic;
  navigate: (to: string, options: { replace?: boolean }) => void;
  queryClient: QueryClient;
}

export function startAuth({ logic = authMachine, navigate, queryClient }: AuthRuntimeDeps) {
  const provided = logic.provide({
    actions: {
      navigate: (_, { to, replace }) => navigate(to, { replace }),
      clearUserData: () => queryClient.removeQueries({ queryKey: queryKeys.user }),
    },
  });
  return createActor(provided, { input: { token: getSession().token } }).start();
}
