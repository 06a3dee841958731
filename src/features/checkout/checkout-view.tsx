/**
 * The checkout screen's layout (spec §2 Checkout): 'Checkout', then the address picker beside the
 * order summary; with an empty cart, 'There are no products in cart.'. Presentational.
 */
import { Link } from 'react-router-dom';
import type { PriceDetails } from '@/domain/pricing';
import type { Address, CartLine } from '@/domain/types';
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
}: CheckoutViewProps) {
  const deliverTo = addresses?.find((a) => a.id === selectedAddressId) ?? null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Checkout</h1>
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
