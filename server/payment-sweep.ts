/**
 * The server's payment sweep (backend/settlement/sweep.ts): once at start, then every
 * GLAMOUR_RECONCILE_INTERVAL_S, it asks the provider about orders pending longer than
 * GLAMOUR_RECONCILE_AFTER_S and settles them, then expires the holds that have ended, then asks the
 * provider again for the refunds owed that it has not made (with backoff). Every process of a shop
 * may run it at once: each step is idempotent (a conditional UPDATE, a unique payment id, a refund
 * asked once per payment, or with its idempotency key), so two sweeps at once settle, expire and
 * refund each order once.
 */
import type { ApiDeps } from '@backend/deps';
import {
  refundBackoff,
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
    // A refund the provider did not make is asked again a round later, then ever more rarely.
    refundBackoff: refundBackoff({ firstMs: settings.everyMs }),
  };
  return startPaymentSweep({
    everyMs: settings.everyMs,
    round: async () => {
      const report = await sweepPayments(settlement, deps.clock.now(), settings);
      const refunded = report.refunded ?? 0;
      if (report.settled > 0 || report.expired > 0 || refunded > 0)
        log(
          `payment sweep: ${report.settled} payment(s) settled, ${report.expired} hold(s) expired, ${refunded} refund(s) made`,
        );
      return report;
    },
    log: (message) => console.error(`[glamour] ${message}`),
  });
}
