/**
 * Payments settled without the browser (docs/server.md, "Payments"): one module that the browser's
 * confirm, the provider's webhook, reconciliation and the simulated provider all go through.
 */
export type { OrderOwner, RefundRecord, SettleResult, SettlementOrders } from './orders';
export {
  settleFailure,
  settlePayment,
  settleRefusedConfirm,
  SHOP_CURRENCY,
  type CapturedPayment,
  type FailureSettlement,
  type Settlement,
  type SettlementDeps,
} from './settle';
export { actsOn, eventName, receiveEvent, type EventOutcome } from './events';
export {
  EVENT_KEEP_MS,
  reconcile,
  RECONCILE_BATCH,
  startPaymentSweep,
  sweepPayments,
  type PaymentSweep,
  type SweepReport,
  type SweepSettings,
} from './sweep';

import type { ApiDeps } from '../deps';
import type { SettlementDeps } from './settle';

/** What settlement needs, from the API's dependencies. */
export function settlementOf(deps: Pick<ApiDeps, 'shop' | 'payments'>): SettlementDeps {
  return { orders: deps.shop.orders, events: deps.shop.paymentEvents, payments: deps.payments };
}
