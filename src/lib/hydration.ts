/**
 * Prerendered pages (see src/prerender.tsx) are hydrated: the client's first render must produce
 * the very HTML the build wrote, which knows nothing of this browser (its URL query, its saved
 * token, its remembered choices). `useHydrating()` is true on the server and while the client
 * hydrates a prerendered page, then false: the components that read it render again with this
 * browser's state once the page has hydrated. A page rendered without hydration never sees true.
 *
 * That second render is a transition (`endHydration`). A store whose value differs from the
 * server's (React's own way, useSyncExternalStore with a server value) would force a synchronous
 * render at the end of the first commit instead, and a synchronous update that reaches a part of
 * the page React has not hydrated yet makes React hydrate all of it at once: on a phone, the whole
 * listing in one long task (measured: 70 ms at 4x CPU) where it would have gone in slices.
 */
import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

let hydrating = false;
const rerenders = new Set<() => void>();

const subscribe = () => () => undefined;
const onClient = () => hydrating;
const onServer = () => true;

/**
 * Said on the document as hydration begins: src/lib/early-presses.ts (the page's first script, which
 * must not import React) reads the fields' text one last time before React takes them over.
 */
const HYDRATING_EVENT = 'glamour:hydrating';

/** Called just before React starts hydrating a prerendered page (src/app/start.tsx). */
export function beginHydration(): void {
  hydrating = true;
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(HYDRATING_EVENT));
}

/** The page has hydrated (src/app/app.tsx): readers render again, as a transition. */
export function endHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  startTransition(() => rerenders.forEach((rerender) => rerender()));
}

export function useHydrating(): boolean {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    rerenders.add(rerender);
    return () => {
      rerenders.delete(rerender);
    };
  }, []);
  return useSyncExternalStore(subscribe, onClient, onServer);
}
