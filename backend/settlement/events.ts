/**
 * The provider's events, handled once: what the webhook route hands on after checking the
 * signature, and what the simulated provider fires (the console's events). An event is taken by
 * its id first (a repeat answers at once); if handling throws, the id is let go so the provider's
 * redelivery tries again. A delivery that comes while an earlier one is still being handled is
 * `busy`, not a repeat: the webhook then answers an error, so the provider delivers it again later,
 * in case that handling fails. Events the shop does not act on are answered without touching the store.
 */
import type { ProviderEvent } from '../payments';
import { readRefundReceipt } from './after-sale';
import {
  recordEarlyFullRefund,
  settleFailure,
  settlePayment,
  warn,
  type SettlementDeps,
} from './settle';

export type EventOutcome =
  | { outcome: 'paid' | 'already' | 'refunded' | 'failed' | 'refund-settled' | 'refund-failed' }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'repeat' }
  /** Another delivery of the event is being handled now: deliver it again later. */
  | { outcome: 'busy' };

/** The event's name as the provider wrote it. */
export function eventName(event: ProviderEvent): string {
  return event.event === 'other' ? event.name : event.event;
}

/** Whether the shop acts on the event (the rest are answered at once). */
export function actsOn(event: ProviderEvent): boolean {
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
    case 'payment.failed':
      return true;
    case 'refund.processed':
      return event.refund.status === 'processed';
    case 'refund.failed':
      return event.refund.status === 'failed';
    default:
      return false;
  }
}

async function handle(deps: SettlementDeps, event: ProviderEvent): Promise<EventOutcome> {
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const { payment } = event;
      if (payment.status !== 'captured' && payment.status !== 'refunded')
        return { outcome: 'ignored', reason: `payment ${payment.id} is ${payment.status}` };
      const settled = await settlePayment(deps, {
        providerOrderId: payment.orderId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        currency: payment.currency,
      });
      return settled.outcome === 'ignored'
        ? { outcome: 'ignored', reason: settled.reason }
        : { outcome: settled.outcome };
    }
    case 'payment.failed': {
      const failed = await settleFailure(deps, {
        providerOrderId: event.payment.orderId,
        paymentId: event.payment.id,
      });
      return failed.outcome === 'ignored'
        ? { outcome: 'ignored', reason: failed.reason }
        : { outcome: 'failed' };
    }
    case 'refund.processed':
      await recordEarlyFullRefund(deps, event.refund, event.payment);
      await deps.orders.settleRefund(event.refund.id);
      // The event may come before the shop has attached the provider's id to its refund (the
      // provider answered the refund `pending`, or its answer was lost): the receipt the shop
      // asked with names the shop's own refund and which of its asks this is.
      if (event.refund.receipt) {
        const asked = readRefundReceipt(event.refund.receipt);
        await deps.orders.settleRefund(asked.refundId, asked.attempt);
      }
      return { outcome: 'refund-settled' };
    case 'refund.failed':
      await recordEarlyFullRefund(deps, event.refund, event.payment);
      // By the provider's id; before the shop has attached it, by the receipt, which names the
      // shop's refund and which of its asks failed (an earlier ask's failure changes nothing).
      await deps.orders.failRefund(
        event.refund.id,
        event.refund.receipt ? readRefundReceipt(event.refund.receipt) : undefined,
      );
      (deps.log ?? warn)(
        `refund ${event.refund.id} (${event.refund.receipt ?? 'no receipt'}) failed at the provider: the operator may ask again`,
      );
      return { outcome: 'refund-failed' };
    default:
      return { outcome: 'ignored', reason: `the shop does not act on ${eventName(event)}` };
  }
}

/** Handles the event `id` once (`at`: when it arrived). */
export async function receiveEvent(
  deps: SettlementDeps,
  { id, event, at }: { id: string; event: ProviderEvent; at: Date },
): Promise<EventOutcome> {
  if (!actsOn(event))
    return { outcome: 'ignored', reason: `the shop does not act on ${eventName(event)}` };
  if (!(await deps.events.claim(id, eventName(event), at)))
    return { outcome: (await deps.events.isDone(id)) ? 'repeat' : 'busy' };
  try {
    const outcome = await handle(deps, event);
    // Until now the claim is a lease: had this process died while handling the event, the
    // provider's redelivery would take it again once the lease ran out (CLAIM_LEASE_MS).
    await deps.events.finish(id);
    return outcome;
  } catch (error) {
    await deps.events.release(id).catch(() => undefined);
    throw error;
  }
}
