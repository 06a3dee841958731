/**
 * Runs the auth machine for the app, inside the router and the query client: the machine's
 * navigation and cache-clearing actions are supplied here from React. Mounting it starts the check
 * of a saved token (the session store is already 'checking', so guarded pages wait, not redirect).
 */
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/api/query-keys';
import { getSession } from '@/api/session';
import { AuthActorContext } from './auth-context';
import { authMachine } from './auth-machine';

export interface AuthProviderProps {
  children: ReactNode;
  /** Another version of the machine (stories force a state with `authMachine.provide`). */
  logic?: typeof authMachine;
}

export function AuthProvider({ children, logic = authMachine }: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The machine lives as long as the provider and keeps the first navigate it was given: the machine
  // only ever navigates to absolute paths, which resolve the same whatever page is showing.
  const [provided] = useState(() =>
    logic.provide({
      actions: {
        navigate: (_, { to, replace }) => {
          void navigate(to, { replace });
        },
        clearUserData: () => queryClient.removeQueries({ queryKey: queryKeys.user }),
      },
    }),
  );
  const [options] = useState(() => ({ input: { token: getSession().token } }));

  return (
    <AuthActorContext.Provider logic={provided} options={options}>
      {children}
    </AuthActorContext.Provider>
  );
}
