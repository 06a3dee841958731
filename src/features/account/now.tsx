/**
 * The time the account screens judge an order by (is its return window still open?): the device's
 * clock, unless a surrounding provider gives another (stories pin it to the simulated back end's).
 */
import { createContext, useContext, type ReactNode } from 'react';

const NowContext = createContext<() => Date>(() => new Date());

export function NowProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The current time by the nearest provider's clock. */
export function useNow(): Date {
  return useContext(NowContext)();
}
