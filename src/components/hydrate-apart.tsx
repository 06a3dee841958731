/**
 * A part of a prerendered page that React hydrates in a commit of its own, after the part around
 * it, rather than in that part's one commit. React renders a hydration in slices it can interrupt,
 * but commits it in one task: the listing's 48 cards, the sidebar and the sheet's trigger made one
 * commit of about 75 ms on a 4×-slowed phone, a long task of every first visit (Total Blocking
 * Time). Each part in its own makes shorter ones, with input handled in between.
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
