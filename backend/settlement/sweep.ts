/**
 * The payment sweep: reconciliation, then hold expiry, then refunds owed. Reconciliation asks the
 * provider about every order still awaiting payment some time after it was made (the shopper may
 * have paid and closed the tab, and the webhook may be late or lost), and for an hour about every
 * order closed before it was paid (a payment finished after the hold ended or after a cancel),
 * and settles each captured payment as the webhook would; then every hold that has ended is released (the order becomes
 * `expired`), event ids older than a week are forgotten, and every refund recorded but never asked
 * of the provider (it failed, or the process stopped after the move) is asked again, with backoff.
 * Every step is idempotent (a refund is asked with its idempotency key: ./after-sale.ts), so any
 * number of processes may sweep at once. The server runs it on a timer (server/payment-sweep.ts),
 * as does the page.
 */
import { closedAt } from '@/domain/order-status';
import { PaymentProviderError } from '../payments';
import { issueRefund, type AfterSaleOrders } from './after-sale';
import type { OrderOwner } from './orders';
import { settleFailure, settlePayment, warn, type SettlementDeps } from './settle';

/** How long a received event id is kept (the provider retries a delivery for about a day). */
export const EVENT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Orders asked about per round, of each kind: awaiting payment (oldest first; the rest are asked on
 * the next), and closed before they were paid (newest first: with more than this closing within
 * the hour, each is asked about while it is among the newest, when a late payment is likeliest).
 */
export const RECONCILE_BATCH = 100;

/**
 * How long an order closed before it was paid (expired, cancelled) is still asked about: a shopper
 * can finish paying in a checkout opened before the close, and when the tab is gone and no webhook
 * comes, nobody else reports that payment.
 */
export const CLOSED_ASKED_MS = 60 * 60 * 1000;

export interface SweepSettings {
  /** An order is asked about once it has been pending this long. */
  reconcileAfterMs: number;
  /** An order closed before it was paid is asked about for this long (default CLOSED_ASKED_MS). */
  closedAskedMs?: number;
  /**
   * How often rounds run. Given, an order closed before it was paid is asked about in the rounds
   * 0, 1, 2, 4, 8… intervals after its close (askedThisRound), not in every one: often at first,
   * when a late payment is likeliest, then rarely, about a dozen times in its hour at most.
   */
  everyMs?: number;
  /** At most this many orders per round (default RECONCILE_BATCH). */
  batch?: number;
}

export interface SweepReport {
  /** Orders the provider was asked about. */
  checked: number;
  /** Captured payments that paid an order, or were refunded, this round. */
  settled: number;
  /** Holds that ended this round. */
  expired: number;
  /** Refunds owed that the provider made this round (with a refund queue only). */
  refunded?: number;
}

/** The refunds owed and not yet asked of the provider: the orders' storage, from after the sale. */
export type RefundQueue = Pick<AfterSaleOrders, 'refundsToIssue' | 'attachProviderRefund'>;

/** What a sweep works with: settlement's, and the refunds owed when they are to be asked too. */
export interface SweepDeps extends SettlementDeps {
  refunds?: RefundQueue;
  /** When a refund that failed is asked again (default: every round). */
  refundBackoff?: RefundBackoff;
}

/**
 * When a refund the provider did not make is asked again, in this process: after `firstMs`, then
 * twice as long each time, at most `maxMs`. Kept in memory: a restart asks at once, which the
 * idempotency key makes harmless.
 */
export interface RefundBackoff {
  due(refundId: string, now: Date): boolean;
  failed(refundId: string, now: Date): void;
  done(refundId: string): void;
  /** The refunds not due at `now`: left out of the round's batch, not only skipped in it. */
  waiting(now: Date): string[];
}

export function refundBackoff({
  firstMs,
  maxMs = 60 * 60 * 1000,
}: {
  firstMs: number;
  maxMs?: number;
}): RefundBackoff {
  const waiting = new Map<string, { failures: number; until: number }>();
  return {
    due: (refundId, now) => (waiting.get(refundId)?.until ?? 0) <= now.getTime(),
    failed(refundId, now) {
      const failures = (waiting.get(refundId)?.failures ?? 0) + 1;
      const delay = Math.min(firstMs * 2 ** (failures - 1), maxMs);
      waiting.set(refundId, { failures, until: now.getTime() + delay });
    },
    done(refundId) {
      waiting.delete(refundId);
    },
    waiting: (now) =>
      [...waiting].filter(([, { until }]) => until > now.getTime()).map(([refundId]) => refundId),
  };
}

/**
 * Asks the provider for every refund owed and never asked (at most `batch`), each with its
 * idempotency key; answers how many it made. A failure is logged and waits out its backoff.
 */
export async function issueOwedRefunds(
  deps: Pick<SweepDeps, 'payments' | 'log' | 'refundBackoff'> & { refunds: RefundQueue },
  now: Date,
  batch: number = RECONCILE_BATCH,
): Promise<number> {
  const log = deps.log ?? warn;
  // Those waiting out a failed ask are left out of the batch: a batch of them alone would keep
  // every newer refund from being asked (a refund the provider refuses each time, say).
  const owed = await deps.refunds.refundsToIssue(batch, deps.refundBackoff?.waiting(now) ?? []);
  let made = 0;
  for (const refund of owed) {
    if (deps.refundBackoff && !deps.refundBackoff.due(refund.refundId, now)) continue;
    try {
      const attached = await issueRefund({ orders: deps.refunds, payments: deps.payments }, refund);
      // 'conflict': the operator asked again since this round read it (this was an earlier
      // attempt, under its own key): not a failure to wait out; the new attempt is asked anew.
      if (!attached.ok && attached.reason !== 'conflict') throw new Error(attached.message);
      deps.refundBackoff?.done(refund.refundId);
      if (attached.ok) made += 1;
    } catch (error) {
      deps.refundBackoff?.failed(refund.refundId, now);
      log(`refund ${refund.refundId} of order ${refund.orderId} failed again: ${String(error)}`);
    }
  }
  return made;
}

/**
 * Asks the provider about the orders awaiting payment since before `now - reconcileAfterMs`, and
 * about those closed before they were paid in the last `closedAskedMs`: a payment captured for
 * one (after its hold ended, or in another tab after a cancel) is settled as the webhook would,
 * paid when the stock is still there, refunded otherwise.
 */
/**
 * Whether an order that closed at `closed` (ISO) is asked about in the round at `now`: in the
 * rounds a power of two of intervals after its close (and the first two). A time that cannot be
 * read is asked about.
 */
export function askedThisRound(closed: string | null, now: Date, everyMs: number): boolean {
  const at = Date.parse(closed ?? '');
  if (Number.isNaN(at) || everyMs <= 0) return true;
  const rounds = Math.floor((now.getTime() - at) / everyMs);
  return rounds <= 1 || (rounds & (rounds - 1)) === 0;
}

export async function reconcile(
  deps: SettlementDeps,
  now: Date,
  {
    reconcileAfterMs,
    closedAskedMs = CLOSED_ASKED_MS,
    batch = RECONCILE_BATCH,
    everyMs,
  }: SweepSettings,
): Promise<Pick<SweepReport, 'checked' | 'settled'>> {
  const log = deps.log ?? warn;
  // A list that cannot be read (a stamp no time can be read from, a database that went away) is
  // logged and skipped: the round goes on to expire holds and make the refunds owed.
  const listed = async (what: string, read: () => Promise<OrderOwner[]>) => {
    try {
      return await read();
    } catch (error) {
      log(`reconciliation could not list the ${what}: ${String(error)}`);
      return [];
    }
  };
  const waiting = [
    ...(await listed('orders awaiting payment', () =>
      deps.orders.awaitingPayment(new Date(now.getTime() - reconcileAfterMs), batch),
    )),
    ...(
      await listed('orders closed before they were paid', () =>
        deps.orders.closedUnpaid(new Date(now.getTime() - closedAskedMs), batch),
      )
    ).filter(({ order }) => everyMs === undefined || askedThisRound(closedAt(order), now, everyMs)),
  ];
  let checked = 0;
  let settled = 0;
  for (const { order } of waiting) {
    const gateway = order.payment && deps.payments.for(order.payment);
    if (!order.payment || !gateway) continue;
    const providerOrderId = order.payment.orderId;
    try {
      const payments = await gateway.orderPayments(providerOrderId);
      checked += 1;
      const captured = payments.filter((p) => p.status === 'captured');
      for (const payment of captured) {
        const result = await settlePayment(deps, {
          providerOrderId,
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          currency: payment.currency,
        });
        if (result.outcome === 'paid' || result.outcome === 'refunded') settled += 1;
      }
      const failed = payments.find((p) => p.status === 'failed');
      if (captured.length === 0 && failed && order.status === 'pending')
        await settleFailure(deps, { providerOrderId, paymentId: failed.id });
    } catch (error) {
      // A provider that does not know the order (the simulated one forgets at a restart) is
      // asked again next round, as is one that is down; the rest of the round goes on.
      if (!(error instanceof PaymentProviderError && error.status === 400))
        log(`reconciling order ${order._id} failed: ${String(error)}`);
    }
  }
  return { checked, settled };
}

/**
 * One round: reconciliation, then hold expiry, then old event ids forgotten, then the refunds owed
 * asked of the provider (when `deps.refunds` is given).
 */
export async function sweepPayments(
  deps: SweepDeps,
  now: Date,
  settings: SweepSettings,
): Promise<SweepReport> {
  const reconciled = await reconcile(deps, now, settings);
  const expired = await deps.orders.expireHolds(now);
  await deps.events.prune(new Date(now.getTime() - EVENT_KEEP_MS));
  const { refunds } = deps;
  if (!refunds) return { ...reconciled, expired };
  const refunded = await issueOwedRefunds({ ...deps, refunds }, now, settings.batch);
  return { ...reconciled, expired, refunded };
}

export interface PaymentSweep {
  /** One round now (rounds never overlap in one process: a round asked for during one joins it). */
  sweep(): Promise<SweepReport>;
  /** No more rounds; resolves once a round under way has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `everyMs` (and once at start when `atStart`); a failed round is logged and
 * the next one tries again. The timer never keeps a process alive.
 */
export function startPaymentSweep({
  round,
  everyMs,
  atStart = true,
  log = warn,
}: {
  round: () => Promise<SweepReport>;
  everyMs: number;
  atStart?: boolean;
  log?: (message: string) => void;
}): PaymentSweep {
  let running: Promise<SweepReport> | null = null;
  const sweep = () => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };
  const run = () => {
    sweep().catch((error: unknown) => log(`the payment sweep failed: ${String(error)}`));
  };
  if (atStart) run();
  const timer = setInterval(run, everyMs);
  (timer as { unref?: () => void }).unref?.();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
