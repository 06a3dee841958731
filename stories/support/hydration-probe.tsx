/**
 * A reader of `useHydrating` for its own story: it notes, each time it renders, whether the page is
 * hydrating and what `useDeferredValue` gives for that. An urgent render defers a changed value
 * (the old one first, the new one in a second render); a transition's render takes it at once.
 */
import { useDeferredValue } from 'react';
import { useHydrating } from '@/lib/hydration';

export interface ProbeRender {
  hydrating: boolean;
  deferred: boolean;
}

export function HydrationProbe({ log }: { log: ProbeRender[] }) {
  const hydrating = useHydrating();
  const deferred = useDeferredValue(hydrating);
  log.push({ hydrating, deferred });
  return <p>{hydrating ? 'Hydrating: as prerendered' : "Hydrated: this browser's own state"}</p>;
}
