/**
 * One order in the console's Orders panel: its id, shopper, date, amount, payment method and
 * status, its shipment, return and refunds when it has them, its timeline, and the moves its status
 * allows (order-moves.ts). Ship opens the shipment form on its first field; Cancel or Escape closes
 * it and gives focus back to Ship. A refund the provider failed has Ask again beside it (the
 * provider is asked once more, under a new idempotency key). What the back end answered shows in
 * the card (see OrderOutcome).
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { formatRupees } from '@/domain/format';
import { orderStatusLabel, type OrderLifecycleStatus } from '@/domain/order-status';
import { Badge, type BadgeProps } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { ConsoleOrderRecord, Shipment } from './orders-api';
import {
  canAskAgain,
  formatWhen,
  MOVE_LABELS,
  operatorMoves,
  type OperatorMove,
} from './order-moves';
import { ShipForm } from './ship-form';

export interface ConsoleOrderCardProps {
  order: ConsoleOrderRecord;
  /** Makes the move; resolves once made, rejects when refused (the panel shows why). */
  onMove: (move: OperatorMove, shipment?: Shipment) => Promise<unknown>;
  /** Asks the provider again for a refund it failed; resolves once asked, rejects when refused. */
  onRetryRefund?: (refundId: string) => Promise<unknown>;
  /** What the back end last answered about this order (the panel's OrderOutcome), if anything. */
  outcome?: ReactNode;
}

const TONES: Readonly<Record<OrderLifecycleStatus, NonNullable<BadgeProps['tone']>>> = {
  pending: 'warning',
  failed: 'danger',
  paid: 'neutral',
  placed: 'neutral',
  cancelled: 'danger',
  expired: 'danger',
  shipped: 'neutral',
  delivered: 'success',
  return_requested: 'warning',
  refund_pending: 'warning',
  partially_refunded: 'outline',
  refunded: 'outline',
};

const PAYMENT_METHODS = { cod: 'Cash on Delivery', online: 'Online' } as const;

const REFUND_STATES = { pending: 'in progress', processed: 'paid back', failed: 'failed' } as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="w-24 shrink-0 text-neutral-600">{term}</dt>
      <dd className="min-w-0 break-words text-neutral-900">{children}</dd>
    </div>
  );
}

function Timeline({ order }: { order: ConsoleOrderRecord }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        Timeline ({order.timeline.length})
      </summary>
      <ol className="mt-2 flex flex-col gap-1 border-l-2 border-neutral-200 pl-3">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.status}-${index}`} className="flex flex-wrap justify-between gap-x-3">
            <span className="text-neutral-900">{orderStatusLabel(entry.status)}</span>
            <time dateTime={entry.at} className="text-neutral-600">
              {formatWhen(entry.at)}
            </time>
          </li>
        ))}
      </ol>
    </details>
  );
}

function returnedLines(order: ConsoleOrderRecord): string {
  const request = order.returnRequest;
  if (!request) return '';
  const names = new Map(order.orderProducts.map((line) => [line._id, line.name]));
  return request.lines
    .map((line) => `${names.get(line.productId) ?? line.productId} × ${line.qty}`)
    .join(', ');
}

export function ConsoleOrderCard({ order, onMove, onRetryRefund, outcome }: ConsoleOrderCardProps) {
  const headingId = useId();
  const [shipping, setShipping] = useState(false);
  // A move, or the id of the refund being asked again.
  const [busy, setBusy] = useState<string | null>(null);
  const shipButton = useRef<HTMLButtonElement>(null);
  const moves = operatorMoves(order);
  const canShip = moves.includes('ship');

  const closeShipping = () => {
    setShipping(false);
    // The form took the Ship button's place in the reading order: focus goes back to it.
    requestAnimationFrame(() => shipButton.current?.focus());
  };

  const askAgain = async (refundId: string) => {
    setBusy(refundId);
    try {
      await onRetryRefund?.(refundId);
    } finally {
      setBusy(null);
    }
  };

  const run = async (move: OperatorMove, shipment?: Shipment) => {
    setBusy(move);
    try {
      await onMove(move, shipment);
      if (move === 'ship') setShipping(false);
    } finally {
      setBusy(null);
    }
  };

  const request = order.returnRequest;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-neutral-200 p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="min-w-0 text-sm font-semibold text-neutral-900">
          Order <span className="font-mono font-normal break-all">{order._id}</span>
        </h4>
        <Badge tone={TONES[order.status]}>
          <span className="sr-only">Status: </span>
          {orderStatusLabel(order.status)}
        </Badge>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <Detail term="Shopper">{order.userEmail}</Detail>
        <Detail term="Placed">
          <time dateTime={order.createdAt}>{formatWhen(order.createdAt)}</time>
        </Detail>
        <Detail term="Amount">{formatRupees(order.amount)}</Detail>
        <Detail term="Payment">{PAYMENT_METHODS[order.paymentMethod]}</Detail>
        {order.shipment ? (
          <Detail term="Tracking">
            {order.shipment.carrier}{' '}
            <span className="font-mono break-all">{order.shipment.trackingNumber}</span>
          </Detail>
        ) : null}
        {request ? (
          <>
            <Detail term="Return">{returnedLines(order)}</Detail>
            <Detail term="Reason">“{request.reason}”</Detail>
            {request.receivedAt ? (
              <Detail term="Received">
                <time dateTime={request.receivedAt}>{formatWhen(request.receivedAt)}</time>
              </Detail>
            ) : (
              <Detail term="To refund">{formatRupees(request.refundAmount)}</Detail>
            )}
          </>
        ) : null}
        {order.refunds.map((refund) => (
          <Detail key={refund.id} term="Refund">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                {formatRupees(refund.amount)}, {REFUND_STATES[refund.status]}
              </span>
              {onRetryRefund && canAskAgain(order, refund) ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === refund.id}
                  disabled={busy !== null}
                  aria-label={`Ask again for the refund of ${formatRupees(refund.amount)} (${formatWhen(refund.createdAt)})`}
                  onClick={() => void askAgain(refund.id).catch(() => undefined)}
                >
                  Ask again
                </Button>
              ) : null}
            </span>
          </Detail>
        ))}
      </dl>
      <Timeline order={order} />
      {moves.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <Button
              key={move}
              ref={move === 'ship' ? shipButton : undefined}
              size="sm"
              variant={move === 'refuse' ? 'secondary' : 'primary'}
              loading={busy === move}
              disabled={busy !== null || (move === 'ship' && shipping)}
              aria-expanded={move === 'ship' ? shipping : undefined}
              onClick={() => {
                if (move === 'ship') setShipping(true);
                else void run(move).catch(() => undefined);
              }}
            >
              {MOVE_LABELS[move]}
            </Button>
          ))}
        </div>
      ) : null}
      {shipping && canShip ? (
        <ShipForm
          label={`Ship order ${order._id}`}
          onSubmit={(shipment) => run('ship', shipment)}
          onCancel={closeShipping}
        />
      ) : null}
      {outcome}
    </article>
  );
}
