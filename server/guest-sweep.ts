/**
 * Removes guest accounts past their end (docs/shop/rules.md, "Guests"), with their cart, wishlist, addresses and orders:
 * once at start, then every `everyMs`. Every process of a shop may run it at once: the sweep is one
 * idempotent DELETE ... WHERE, so two sweeps at once remove each guest once.
 */
import type { Clock } from '@backend/clock';
import type { AccountsRepository } from '@backend/store/accounts';

export const GUEST_SWEEP_MS = 60 * 60 * 1000;

export interface GuestSweep {
  /** One sweep now: how many guests it removed. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startGuestSweep({
  accounts,
  clock,
  everyMs = GUEST_SWEEP_MS,
  log = () => undefined,
}: {
  accounts: Pick<AccountsRepository, 'removeExpiredGuests'>;
  clock: Pick<Clock, 'now'>;
  everyMs?: number;
  log?: (message: string) => void;
}): GuestSweep {
  const sweep = async () => {
    const removed = await accounts.removeExpiredGuests(clock.now());
    if (removed > 0) log(`removed ${removed} expired guest account${removed === 1 ? '' : 's'}`);
    return removed;
  };
  const run = () => {
    // A database that is away now is swept on the next round; the API says so to its callers.
    sweep().catch((error: unknown) =>
      console.error(`[glamour] the guest sweep failed: ${String(error)}`),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  // The sweep never keeps a process alive that has nothing else to do.
  timer.unref?.();
  return { sweep, stop: () => clearInterval(timer) };
}
