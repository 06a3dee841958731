/** The auth actor for React. Read through the hooks in use-auth.ts; provided by auth-provider.tsx. */
import { createActorContext } from '@xstate/react';
import { authMachine } from './auth-machine';

export const AuthActorContext = createActorContext(authMachine);
