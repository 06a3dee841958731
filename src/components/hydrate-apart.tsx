/**
 * A part of a prerendered page that React hydrates in a commit of its own, after the part around
 * it, rather than in that part's one commit. React renders a hydration in slices it can interrupt,
 * but commits it in one task: the listing's cards, the sidebar and the sheet's trigger made one
 * commit of 58-89 ms, the home page's sections one of up to 141 ms (first visits of the unminified
 * static build, a 412 x 823 phone, CPU slowed 4× in Chromium's DevTools, Long Animation Frames, a
 * few runs each; docs/performance.md). Each part in its own makes shorter tasks, with input
 * handled in between.
 *
 * It is a Suspense boundary: React leaves a boundary's server HTML in place and hydrates it later,
 * in a pass of its own; a press on a part not hydrated yet makes React hydrate that part at once
 * and then handle it. Rendered afresh (not hydrating), it changes nothing, as long as nothing
 * inside suspends: what does (a lazy component) needs its own boundary with its own fallback,
 * inside this one, or this shows nothing while it loads.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
