/**
 * One order (docs/shop/screens.md, Order History): a paid one says 'Order Confirmed!' with its
 * payment id; a Cash on Delivery one 'Order Confirmed!' with what to pay at delivery; an unpaid one
 * says 'Awaiting payment' or 'Payment failed' and offers Pay now and Cancel order; a cancelled,
 * expired or refunded one says so. The status in words is `orderStatusLabel`
 * (src/domain/order-status.ts). Then the total, where it goes and what is in it (names cut at 50
 * characters + '...').
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
import { Link } from 'react-router-dom';
import { ProductImage } from '@/components/product-image';
import { formatPrice, formatRupees, truncate } from '@/domain/format';
import { orderStatusLabel, type OrderLifecycleStatus } from '@/domain/order-status';
import type { Order } from '@/domain/types';
import { paths } from '@/lib/paths';
import { Button, buttonVariants } from '@/ui/button';

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
function statusNote(order: Order): string | null {
  switch (order.status) {
    case 'placed':
      return `Cash on Delivery: pay ${formatRupees(order.amount)} at delivery.`;
    case 'expired':
      return 'It was not paid in time, so its products went back on sale. Nothing was charged.';
    case 'refunded':
      return `The payment of ${formatRupees(order.amount)} is refunded in full to where it came from.`;
    default:
      return null;
  }
}

/** Checkout opens the payment of the order named by `?pay=`. */
export const payAgainHref = (orderId: string) =>
  `${paths.checkout}?pay=${encodeURIComponent(orderId)}`;

export interface OrderCardProps {
  order: Order;
  /** Gives up an unpaid order; without it no Cancel button shows. */
  onCancel?: (orderId: string) => void;
  cancelling?: boolean;
}

export function OrderCard({ order, onCancel, cancelling = false }: OrderCardProps) {
  const address = order.deliveryAddress;
  const heading = HEADINGS[order.status];
  const note = statusNote(order);
  const payable = order.status === 'pending' || order.status === 'failed';
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-card sm:flex-row sm:p-6"
    >
      <div className="flex flex-col gap-2 text-sm sm:w-72 sm:shrink-0">
        <h3
          id={`order-${order.id}`}
          className={`flex items-center gap-2 text-base font-semibold ${heading.tone}`}
        >
          <heading.Icon aria-hidden="true" className="size-5" />
          {heading.text}
        </h3>
        <p className="text-neutral-700">
          Status:{' '}
          <span className="font-medium text-neutral-900">{orderStatusText(order.status)}</span>
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
          <p className="font-medium text-neutral-900">Delivered to</p>
          <p>{address.userName}</p>
          <p>{address.houseNumber}</p>
          <p>
            {address.city}, {address.state} {address.pincode}, {address.country}
          </p>
          <p>Phone Number: {address.mobileNumber}</p>
        </div>
        {payable ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <Link to={payAgainHref(order.id)} className={buttonVariants({ size: 'sm' })}>
              Pay now
            </Link>
            {onCancel ? (
              <Button
                size="sm"
                variant="secondary"
                loading={cancelling}
                onClick={() => onCancel(order.id)}
              >
                Cancel order
              </Button>
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
              <div className="flex min-w-0 flex-col text-sm">
                {/* The cut name is what shows; assistive tech hears the whole name. */}
                <p className="font-medium text-neutral-900" title={line.name}>
                  <span aria-hidden="true">{short}</span>
                  <span className="sr-only">{line.name}</span>
                </p>
                <p className="text-neutral-700">
                  Price: {formatPrice(line.price)} <span aria-hidden="true">·</span> Qty: {line.qty}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
