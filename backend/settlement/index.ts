/**
 * Payments settled without the browser (docs/server.md, "Payments"): one module that the browser's
 * confirm, the provider's webhook, reconciliation and the simulated provider all go through.
 */
export type { OrderOwner, RefundRecord, SettleResult, SettlementOrders } from './orders';
export {
  fullRefundKey,
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
  issueOwedRefunds,
  askedThisRound,
  reconcile,
  RECONCILE_BATCH,
  refundBackoff,
  startPaymentSweep,
  sweepPayments,
  type PaymentSweep,
  type RefundBackoff,
  type RefundQueue,
  type SweepDeps,
  type SweepReport,
  type SweepSettings,
} from './sweep';
export {
  cancelOrder,
  issueRefund,
  readRefundReceipt,
  receiveReturn,
  refundKey,
  refundReceipt,
  retryRefund,
  type AfterSaleDeps,
  type AfterSaleOrders,
} from './after-sale';

import type { ApiDeps } from '../deps';
import type { AfterSaleDeps } from './after-sale';
import type { SweepDeps } from './sweep';

/** What settlement needs, from the API's dependencies (with the refunds owed, for the sweep). */
export function settlementOf(deps: Pick<ApiDeps, 'shop' | 'payments'>): SweepDeps {
  return {
    orders: deps.shop.orders,
    events: deps.shop.paymentEvents,
    payments: deps.payments,
    refunds: deps.shop.orders,
  };
}

/** What the after-sale steps need, from the API's dependencies. */
export function afterSaleOf(deps: Pick<ApiDeps, 'shop' | 'payments'>): AfterSaleDeps {
  return { orders: deps.shop.orders, payments: deps.payments };
}
