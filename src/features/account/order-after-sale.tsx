/**
 * What happened to an order after the sale, in words: how it travels (carrier and tracking
 * number), its return (the window, or what was asked), and its refunds (amount and state).
 */
import type { ShopperOrder } from '@/api/orders';
import { formatRupees } from '@/domain/format';
import { formatDay } from '@/domain/refunds';
import type { OrderRefund } from '@/domain/types';
import { Badge } from '@/ui/badge';
import { REFUND_STATE_LABELS, refundSummary, type ReturnWindow } from './after-sale';

/** Carrier and tracking number of a shipped order; nothing before it ships. */
export function OrderTracking({ order }: { order: Pick<ShopperOrder, 'shipment'> }) {
  const { shipment } = order;
  if (!shipment) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm text-neutral-700">
      <p>
        Shipped on{' '}
        <time dateTime={shipment.shippedAt} className="text-neutral-900">
          {formatDay(shipment.shippedAt)}
        </time>{' '}
        by <span className="text-neutral-900">{shipment.carrier}</span>
      </p>
      <p>
        Tracking number:{' '}
        <span className="font-mono break-all text-neutral-900">{shipment.trackingNumber}</span>
      </p>
    </div>
  );
}

/** The return window of a delivered order, or what the shopper asked to send back. */
export function OrderReturnNote({
  order,
  window,
}: {
  order: Pick<ShopperOrder, 'deliveredAt' | 'returnRequest' | 'status' | 'lines'>;
  window: ReturnWindow;
}) {
  const request = order.returnRequest;
  const lines: string[] = [];
  if (order.deliveredAt) lines.push(`Delivered on ${formatDay(order.deliveredAt)}.`);
  if (window.state === 'open') lines.push(`You can return it until ${formatDay(window.until)}.`);
  if (window.state === 'closed') lines.push(`Returns closed on ${formatDay(window.closedOn)}.`);
  return (
    <div className="flex flex-col gap-1 text-sm text-neutral-700">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {request ? (
        <div className="flex flex-col gap-0.5">
          <p>
            Return asked on {formatDay(request.requestedAt)}
            {request.receivedAt ? `, received on ${formatDay(request.receivedAt)}` : ''}:{' '}
            {request.lines
              .map((line) => {
                const name = order.lines.find((l) => l.id === line.productId)?.name ?? 'a product';
                return `${line.qty} × ${name}`;
              })
              .join(', ')}
            .
          </p>
          <p>Reason: {request.reason}</p>
          {order.status === 'return_requested' ? (
            <p>
              Once the parcel reaches us, {formatRupees(request.refundAmount)} is refunded to you.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function refundTone(refund: OrderRefund) {
  return refund.status === 'processed' ? 'success' : 'warning';
}

/**
 * The order's refunds: what is back with the shopper and what is on its way, and (`detailed`)
 * each refund with its day and state.
 */
export function OrderRefunds({
  order,
  detailed = false,
}: {
  order: Pick<ShopperOrder, 'refunds' | 'paymentMethod'>;
  detailed?: boolean;
}) {
  const summary = refundSummary(order);
  if (!summary) return null;
  const where = order.paymentMethod === 'cod' ? 'paid back in cash' : 'refunded to where you paid';
  return (
    <div className="flex flex-col gap-1 text-sm text-neutral-700">
      {summary.processed > 0 ? (
        <p>
          Refunded:{' '}
          <span className="font-semibold text-neutral-900">{formatRupees(summary.processed)}</span>{' '}
          ({where})
        </p>
      ) : null}
      {summary.pending > 0 ? (
        <p>
          Refund on its way:{' '}
          <span className="font-semibold text-neutral-900">{formatRupees(summary.pending)}</span>
        </p>
      ) : null}
      {detailed ? (
        <ul aria-label="Refunds" className="mt-1 flex flex-col gap-1">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center gap-2">
              <span className="text-neutral-900">{formatRupees(refund.amount)}</span>
              <time dateTime={refund.createdAt}>{formatDay(refund.createdAt)}</time>
              <Badge tone={refundTone(refund)}>{REFUND_STATE_LABELS[refund.status]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
