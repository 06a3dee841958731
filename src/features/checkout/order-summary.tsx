/**
 * The right-hand column of checkout (see docs/shop/screens.md, Checkout): the items with their
 * quantities (a line asking for more than is left says so, src/domain/stock-notes.ts), the price
 * breakdown, 'Deliver To' with the chosen address, and Place Order; with Cash on Delivery, what
 * will be paid at delivery.
 */
import { useEffect, useId, useRef } from 'react';
import { PriceDetails } from '@/components/price-details';
import { formatRupees, truncate } from '@/domain/format';
import type { PriceDetails as PriceDetailsData } from '@/domain/pricing';
import { lineStock, stockOf } from '@/domain/stock-notes';
import type { Address, CartLine, PaymentMethod } from '@/domain/types';
import { Button } from '@/ui/button';
import { AddressLines } from './address-lines';

export const SUMMARY_NAME_MAX = 50;

interface OrderSummaryProps {
  lines: readonly CartLine[];
  details: PriceDetailsData;
  couponCode: string | null;
  deliverTo: Address | null;
  /** A payment is open or the order is being recorded: Place Order waits. */
  placing: boolean;
  onPlaceOrder: () => void;
  paymentMethod?: PaymentMethod;
}

function OrderSummary({
  lines,
  details,
  couponCode,
  deliverTo,
  placing,
  onPlaceOrder,
  paymentMethod = 'online',
}: OrderSummaryProps) {
  const cod = paymentMethod === 'cod';
  const itemsId = useId();
  const deliverId = useId();
  const placeRef = useRef<HTMLButtonElement>(null);
  const wasPlacing = useRef(placing);
  useEffect(() => {
    // Back from a payment that did not go through: the payment window took focus with it.
    if (wasPlacing.current && !placing) placeRef.current?.focus();
    wasPlacing.current = placing;
  }, [placing]);
  return (
    <aside
      aria-label="Order summary"
      className="flex flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-5 shadow-card"
    >
      <section aria-labelledby={itemsId} className="flex flex-col gap-3">
        <h2
          id={itemsId}
          className="border-b border-neutral-200 pb-2 text-sm font-semibold tracking-wide text-neutral-600 uppercase"
        >
          Order Details
        </h2>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const stock = lineStock(line.qty, stockOf(line));
              return (
                <tr key={line.id} className="align-top">
                  <td className="py-1 pr-2 text-neutral-800" title={line.name}>
                    {truncate(line.name, SUMMARY_NAME_MAX)}
                    {stock.short ? (
                      <span className="block text-xs font-semibold text-danger-700">
                        {stock.note}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1 pr-2 text-right whitespace-nowrap text-neutral-700">
                    × {line.qty}
                  </td>
                  <td className="py-1 text-right whitespace-nowrap text-neutral-900 tabular-nums">
                    {formatRupees(line.price * line.qty)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <PriceDetails details={details} itemCount={lines.length} couponCode={couponCode} />
      <section aria-labelledby={deliverId} className="flex flex-col gap-2">
        <h2
          id={deliverId}
          className="border-b border-neutral-200 pb-2 text-sm font-semibold tracking-wide text-neutral-600 uppercase"
        >
          Deliver To
        </h2>
        {deliverTo ? (
          <AddressLines address={deliverTo} />
        ) : (
          <p className="text-sm text-neutral-700">Choose or add an address to deliver to.</p>
        )}
      </section>
      {cod ? (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-neutral-800">
          Cash on Delivery: pay{' '}
          <strong className="tabular-nums">{formatRupees(details.totalAmt)}</strong> at delivery.
        </p>
      ) : null}
      <Button ref={placeRef} size="lg" fullWidth loading={placing} onClick={onPlaceOrder}>
        {placing ? (cod ? 'Placing your order…' : 'Processing payment…') : 'Place Order'}
      </Button>
    </aside>
  );
}

export { OrderSummary, type OrderSummaryProps };
