/**
 * One order (docs/shop/screens.md, Order History): a paid one says 'Order Confirmed!' with its
 * payment id; a Cash on Delivery one 'Order Confirmed!' with what to pay at delivery; an unpaid one
 * says 'Awaiting payment' or 'Payment failed' and offers Pay now and Cancel order; a cancelled,
 * expired or refunded one says so. The status in words is `orderStatusLabel`
 * (src/domain/order-status.ts), shown as a chip. Then the total, where it goes and what is in it
 * (names cut at 50 characters + '...'), and its life after the sale: tracking, the return window,
 * refunds and the timeline. Until it ships it can be cancelled; delivered, its items can be
 * returned until the window closes; each line of a purchase can be rated.
 */
import {
  Banknote,
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  PackageCheck,
  RotateCcw,
  Timer,
  Truck,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReturnInput, ShopperOrder } from '@/api/orders';
import { ProductImage } from '@/components/product-image';
import { formatPrice, formatRupees, truncate } from '@/domain/format';
import { orderStatusLabel, type OrderLifecycleStatus } from '@/domain/order-status';
import { formatDay } from '@/domain/refunds';
import type { CartLine } from '@/domain/types';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { buttonVariants } from '@/ui/button';
import { canRate, returnWindow } from './after-sale';
import { CancelOrderDialog } from './cancel-order-dialog';
import { useNow } from './now';
import { OrderRefunds, OrderReturnNote, OrderTracking } from './order-after-sale';
import { OrderStatusChip } from './order-status-chip';
import { OrderTimeline } from './order-timeline';
import { ReturnOrderDialog } from './return-order-dialog';

export const ORDER_NAME_MAX = 50;

/** What each status is called after 'Status:' (its words from src/domain/order-status.ts). */
export function orderStatusText(status: OrderLifecycleStatus): string {
  return orderStatusLabel(status).toLowerCase();
}

type Heading = { text: string; Icon: typeof CircleCheck; tone: string };

const done = 'text-success-800';
const HEADINGS: Record<OrderLifecycleStatus, Heading> = {
  paid: { text: 'Order Confirmed!', Icon: CircleCheck, tone: done },
  placed: { text: 'Order Confirmed!', Icon: Banknote, tone: done },
  pending: { text: 'Awaiting payment', Icon: Clock, tone: 'text-warning-800' },
  failed: { text: 'Payment failed', Icon: CircleAlert, tone: 'text-danger-700' },
  cancelled: { text: 'Order cancelled', Icon: CircleX, tone: 'text-neutral-700' },
  expired: { text: 'Order expired', Icon: Timer, tone: 'text-neutral-700' },
  refunded: { text: 'Payment refunded', Icon: RotateCcw, tone: 'text-neutral-700' },
  shipped: { text: 'Shipped', Icon: Truck, tone: done },
  delivered: { text: 'Delivered', Icon: PackageCheck, tone: done },
  return_requested: { text: 'Return requested', Icon: RotateCcw, tone: 'text-neutral-700' },
  refund_pending: { text: 'Refund in progress', Icon: RotateCcw, tone: 'text-neutral-700' },
  partially_refunded: { text: 'Partly refunded', Icon: RotateCcw, tone: 'text-neutral-700' },
};

/** A line under the status for the statuses that need one: what happens next, in words. */
function statusNote(order: ShopperOrder): string | null {
  switch (order.status) {
    case 'placed':
      return `Cash on Delivery: pay ${formatRupees(order.amount)} at delivery.`;
    // On its way and still unpaid: the amount is paid at the door.
    case 'shipped':
      return order.paymentMethod === 'cod' && order.paidAt === null
        ? `Cash on Delivery: pay ${formatRupees(order.amount)} at delivery.`
        : null;
    case 'expired':
      return 'It was not paid in time, so its products went back on sale. Nothing was charged.';
    case 'refunded':
      return order.paymentMethod === 'cod'
        ? `The payment of ${formatRupees(order.amount)} is paid back in full in cash.`
        : `The payment of ${formatRupees(order.amount)} is refunded in full to where it came from.`;
    default:
      return null;
  }
}

/** Checkout opens the payment of the order named by `?pay=`. */
export const payAgainHref = (orderId: string) =>
  `${paths.checkout}?pay=${encodeURIComponent(orderId)}`;

export interface OrderCardProps {
  order: ShopperOrder;
  /** Cancels the order (after the shopper confirmed); without it no Cancel button shows. */
  onCancel?: (orderId: string) => unknown;
  cancelling?: boolean;
  /** Asks for a return (after the shopper confirmed); without it no Return button shows. */
  onReturn?: (orderId: string, input: ReturnInput) => Promise<unknown>;
  /** A control to rate a line's product, for the products a purchase keeps (the route gives it). */
  rate?: (line: CartLine) => ReactNode;
  /** Links to the order's own page (left out on that page). */
  linkToDetails?: boolean;
  /** Lists each refund with its day and state (the order's own page). */
  detailed?: boolean;
}

export function OrderCard({
  order,
  onCancel,
  cancelling = false,
  onReturn,
  rate,
  linkToDetails = false,
  detailed = false,
}: OrderCardProps) {
  const address = order.deliveryAddress;
  const heading = HEADINGS[order.status];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const note = statusNote(order);
  const payable = order.status === 'pending' || order.status === 'failed';
  const window = returnWindow(order, useNow());
  const focusHeading = () => headingRef.current?.focus();
  // The dialogs stay while open, whatever the order becomes meanwhile (another tab, the clock):
  // their buttons come and go with what the order allows (canCancel, the return window).
  const returnBy = onReturn ? order.returnBy : null;
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="flex flex-col gap-2 text-sm sm:w-72 sm:shrink-0">
          <h3
            id={`order-${order.id}`}
            ref={headingRef}
            // Focus lands here when a dialog closes whose button went with the order's change.
            tabIndex={-1}
            className={`flex items-center gap-2 text-base font-semibold focus:outline-none ${heading.tone}`}
          >
            <heading.Icon aria-hidden="true" className="size-5" />
            {heading.text}
          </h3>
          <p className="flex flex-wrap items-center gap-1 text-neutral-700">
            Status: <OrderStatusChip status={order.status} />
          </p>
          <p className="text-neutral-700">
            Ordered on{' '}
            <time dateTime={order.createdAt} className="text-neutral-900">
              {formatDay(order.createdAt)}
            </time>
          </p>
          {note ? <p className="text-neutral-700">{note}</p> : null}
          {order.paymentId ? (
            <p className="text-neutral-700">
              Payment Id:{' '}
              <span className="font-mono break-all text-neutral-900">{order.paymentId}</span>
            </p>
          ) : null}
          <p className="text-neutral-700">
            Total Amount:{' '}
            <span className="font-semibold text-neutral-900">{formatRupees(order.amount)}</span>
          </p>
          <div className="mt-2 text-neutral-700">
            <p className="font-medium text-neutral-900">Delivery address</p>
            <p>{address.userName}</p>
            <p>{address.houseNumber}</p>
            <p>
              {address.city}, {address.state} {address.pincode}, {address.country}
            </p>
            <p>Phone Number: {address.mobileNumber}</p>
          </div>
          {payable || onCancel || returnBy || linkToDetails ? (
            <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
              {payable ? (
                <Link to={payAgainHref(order.id)} className={buttonVariants({ size: 'sm' })}>
                  Pay now
                </Link>
              ) : null}
              {onCancel ? (
                <CancelOrderDialog
                  order={order}
                  onConfirm={() => onCancel(order.id)}
                  cancelling={cancelling}
                  onFocusAway={focusHeading}
                />
              ) : null}
              {onReturn && returnBy ? (
                <ReturnOrderDialog
                  order={order}
                  until={returnBy}
                  available={window.state === 'open'}
                  onConfirm={(input) => onReturn(order.id, input)}
                  onFocusAway={focusHeading}
                />
              ) : null}
              {linkToDetails ? (
                <Link
                  to={paths.order(order.id)}
                  className={cn(buttonVariants({ size: 'sm', variant: 'link' }))}
                  aria-describedby={`order-${order.id}`}
                >
                  Order details
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
        <ul aria-label="Products" className="flex flex-1 flex-col gap-3">
          {order.lines.map((line) => {
            const short = truncate(line.name, ORDER_NAME_MAX, '...');
            return (
              <li key={line.id} className="flex items-center gap-3">
                <ProductImage
                  src={line.image}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-md"
                />
                <div className="flex min-w-0 flex-col items-start text-sm">
                  {/* The cut name is what shows; assistive tech hears the whole name. */}
                  <p className="font-medium text-neutral-900" title={line.name}>
                    <span aria-hidden="true">{short}</span>
                    <span className="sr-only">{line.name}</span>
                  </p>
                  <p className="text-neutral-700">
                    Price: {formatPrice(line.price)} <span aria-hidden="true">·</span> Qty:{' '}
                    {line.qty}
                  </p>
                  {rate && canRate(order, line.id) ? rate(line) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="grid gap-4 border-t border-neutral-200 pt-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 empty:hidden">
          <OrderTracking order={order} />
          {order.deliveredAt || order.returnRequest ? (
            <OrderReturnNote order={order} window={window} />
          ) : null}
          <OrderRefunds order={order} detailed={detailed} />
        </div>
        <OrderTimeline timeline={order.timeline} />
      </div>
    </article>
  );
}
