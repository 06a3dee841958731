/**
 * One past order (spec §2 Order History): 'Order Confirmed!', the payment id, the total, where it
 * went and what was in it (names cut at 50 characters + '...').
 */
import { CircleCheck } from 'lucide-react';
import { ProductImage } from '@/components/product-image';
import { formatPrice, formatRupees, truncate } from '@/domain/format';
import type { Order } from '@/domain/types';

export const ORDER_NAME_MAX = 50;

export interface OrderCardProps {
  order: Order;
}

export function OrderCard({ order }: OrderCardProps) {
  const address = order.deliveryAddress;
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-card sm:flex-row sm:p-6"
    >
      <div className="flex flex-col gap-2 text-sm sm:w-72 sm:shrink-0">
        <h3
          id={`order-${order.id}`}
          className="flex items-center gap-2 text-base font-semibold text-success-800"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          Order Confirmed!
        </h3>
        <p className="text-neutral-700">
          Payment Id:{' '}
          <span className="font-mono break-all text-neutral-900">{order.paymentId}</span>
        </p>
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
