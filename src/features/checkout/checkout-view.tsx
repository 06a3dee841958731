/**
 * The checkout screen's layout (see docs/shop/screens.md, Checkout): 'Checkout', then the address
 * picker beside the order summary; with an empty cart, 'There are no products in cart.'.
 * Presentational.
 */
import { Link } from 'react-router-dom';
import type { PriceDetails } from '@/domain/pricing';
import type { Address, CartLine } from '@/domain/types';
import { formatRupees } from '@/domain/format';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { AddressPicker } from './address-picker';
import { OrderSummary } from './order-summary';

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
}: CheckoutViewProps) {
  const deliverTo = addresses?.find((a) => a.id === selectedAddressId) ?? null;
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
      {lines.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-neutral-700">There are no products in cart.</p>
          <Button asChild variant="secondary">
            <Link to={paths.products}>Shop Now</Link>
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <AddressPicker
            addresses={addresses}
            failed={addressesFailed}
            onRetry={onRetryAddresses}
            selectedId={selectedAddressId}
            onSelect={onSelectAddress}
          />
          <OrderSummary
            lines={lines}
            details={details}
            couponCode={couponCode}
            deliverTo={deliverTo}
            placing={placing}
            onPlaceOrder={onPlaceOrder}
          />
        </div>
      )}
    </div>
  );
}

export { CheckoutView, type CheckoutViewProps };
