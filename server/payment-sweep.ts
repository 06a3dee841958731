/**
 * The server's payment sweep (backend/settlement/sweep.ts): once at start, then every
 * GLAMOUR_RECONCILE_INTERVAL_S, it asks the provider about orders pending longer than
 * GLAMOUR_RECONCILE_AFTER_S and settles them, then expires the holds that have ended. Every process
 * of a shop may run it at once: each step is idempotent (a conditional UPDATE, a unique payment id,
 * a refund asked once per payment), so two sweeps at once settle and expire each order once.
 */
import type { ApiDeps } from '@backend/deps';
import {
  settlementOf,
  startPaymentSweep,
  sweepPayments,
  type PaymentSweep,
} from '@backend/settlement';

export type { PaymentSweep };

export interface PaymentSweepSettings {
  /** How often a round runs. */
  everyMs: number;
  /** An order is asked about once it has been pending this long. */
  reconcileAfterMs: number;
}

export function startServerPaymentSweep(
  deps: Pick<ApiDeps, 'shop' | 'payments' | 'clock'>,
  settings: PaymentSweepSettings,
  log: (message: string) => void = () => undefined,
): PaymentSweep {
  const settlement = {
    ...settlementOf(deps),
    log: (message: string) => console.warn(`[glamour] ${message}`),
  };
  return startPaymentSweep({
    everyMs: settings.everyMs,
    round: async () => {
      const report = await sweepPayments(settlement, deps.clock.now(), settings);
      if (report.settled > 0 || report.expired > 0)
        log(
          `payment sweep: ${report.settled} payment(s) settled, ${report.expired} hold(s) expired`,
        );
      return report;
    },
    log: (message) => console.error(`[glamour] ${message}`),
  });
}
