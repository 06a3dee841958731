/**
 * The checkout screen's layout (see docs/shop/screens.md, Checkout): 'Checkout', then the address
 * picker and the payment method beside the order summary; with an empty cart, 'There are no
 * products in cart.'. A refused order (a product ran short, the COD limit) is said above, with the
 * server's reasons, until the next Place Order. Presentational.
 */
import { Link } from 'react-router-dom';
import type { PriceDetails } from '@/domain/pricing';
import type { Address, CartLine, PaymentMethod } from '@/domain/types';
import { formatRupees } from '@/domain/format';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { AddressPicker } from './address-picker';
import { OrderSummary } from './order-summary';
import { effectiveMethod, PaymentMethodPicker } from './payment-method-picker';

interface CheckoutViewProps {
  lines: readonly CartLine[];
  details: PriceDetails;
  couponCode: string | null;
  addresses: readonly Address[] | undefined;
  addressesFailed?: boolean;
  onRetryAddresses?: () => void;
  selectedAddressId: string | null;
  onSelectAddress: (id: string) => void;
  placing: boolean;
  onPlaceOrder: () => void;
  /** The server's new total after a price change: shown until the shopper places the order again. */
  changedTotal?: number | null;
  paymentMethod?: PaymentMethod;
  onSelectPaymentMethod?: (method: PaymentMethod) => void;
  /** Why the server refused the last Place Order (empty or left out: nothing to say). */
  refusal?: readonly string[];
}

function CheckoutView({
  lines,
  details,
  couponCode,
  addresses,
  addressesFailed,
  onRetryAddresses,
  selectedAddressId,
  onSelectAddress,
  placing,
  onPlaceOrder,
  changedTotal = null,
  paymentMethod = 'online',
  onSelectPaymentMethod = () => undefined,
  refusal = [],
}: CheckoutViewProps) {
  const deliverTo = addresses?.find((a) => a.id === selectedAddressId) ?? null;
  const method = effectiveMethod(paymentMethod, details.totalAmt);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Checkout</h1>
      {changedTotal !== null && lines.length > 0 ? (
        <p
          role="status"
          className="rounded-md border border-warning-500 bg-warning-50 px-4 py-3 text-sm text-warning-800"
        >
          Prices changed since you added these products. The new total is{' '}
          <strong>{formatRupees(changedTotal)}</strong>; nothing was charged. Check the order below
          and place it again.
        </p>
      ) : null}
      {refusal.length > 0 && lines.length > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-danger-700 bg-danger-50 px-4 py-3 text-sm text-danger-800"
        >
          <p className="font-semibold">Your order could not be placed, and nothing was charged:</p>
          <ul className="list-disc pl-5">
            {refusal.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>
            Your cart is just as it was.{' '}
            <Link to={paths.cart} className="font-semibold underline">
              Change it in your cart
            </Link>
            , then place the order again.
          </p>
        </div>
      ) : null}
      {lines.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-neutral-700">There are no products in cart.</p>
          <Button asChild variant="secondary">
            <Link to={paths.products}>Shop Now</Link>
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex flex-col gap-8">
            <AddressPicker
              addresses={addresses}
              failed={addressesFailed}
              onRetry={onRetryAddresses}
              selectedId={selectedAddressId}
              onSelect={onSelectAddress}
              disabled={placing}
            />
            <PaymentMethodPicker
              value={method}
              onChange={onSelectPaymentMethod}
              amount={details.totalAmt}
              disabled={placing}
            />
          </div>
          <OrderSummary
            lines={lines}
            details={details}
            couponCode={couponCode}
            deliverTo={deliverTo}
            placing={placing}
            onPlaceOrder={onPlaceOrder}
            paymentMethod={method}
          />
        </div>
      )}
    </div>
  );
}

export { CheckoutView, type CheckoutViewProps };
