/** The global loading flag behind the full-screen spinner (spec §2 layout). Counted, so overlapping users nest. */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Turns the flag on; returns the function that turns this hold off again (safe to call twice). */
export function holdGlobalLoading(): () => void {
  count += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    emit();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => count > 0;

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading);
}
