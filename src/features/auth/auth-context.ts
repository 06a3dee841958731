/**
 * The running auth actor for React, or null while its module loads (see auth-runtime.ts). Read
 * through the hooks in use-auth.ts; provided by auth-provider.tsx.
 */
import { createContext } from 'react';
import type { AuthActor } from './auth-runtime';

export interface AuthRuntime {
  actor: AuthActor | null;
  /** Resolves with the actor once it runs: events sent before then wait for it. */
  ready: Promise<AuthActor>;
  /** The machine's module failed to load: actions say so (with a retry) instead of waiting. */
  failed?: boolean;
  /** Loads the module again after a failure. */
  retry?: () => void;
}

export const AuthRuntimeContext = createContext<AuthRuntime | null>(null);
