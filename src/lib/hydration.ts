/**
 * Prerendered pages (see src/prerender.tsx) are hydrated: the client's first render must produce
 * the very HTML the build wrote, which knows nothing of this browser (its URL query, its saved
 * token, its remembered choices). `useHydrating()` is true on the server and during the client's
 * hydration render, then false: React re-renders right after hydrating, and whatever read browser
 * state behind it shows its own state then. A page rendered without hydration never sees true.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => false;
const onServer = () => true;

export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
