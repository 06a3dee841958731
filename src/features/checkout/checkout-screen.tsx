/**
 * The checkout screen's container: reads the cart, the addresses, the applied coupon and the
 * session, and drives the checkout machine. The payment provider comes from the route (checkout
 * never imports the payment feature).
 */
import { useMemo, useState } from 'react';
import { useAddresses } from '@/api/account-queries';
import { errorMessage } from '@/api/client';
import { useSession } from '@/api/session';
import { useCart } from '@/api/shop-queries';
import { toCartLine } from '@/domain/adapters';
import { couponValue } from '@/domain/coupons';
import type { PaymentProvider } from '@/domain/payment';
import { priceDetails } from '@/domain/pricing';
import { useValidAppliedCoupon } from '@/lib/applied-coupon';
import { CheckoutActor } from './checkout-actor';
import { isBusy } from './checkout-machine';
import { CheckoutView } from './checkout-view';
import type { CheckoutOrder } from './payment-options';
import { CheckoutLoadError, CheckoutSkeleton } from './checkout-placeholders';
import { useCheckoutLogic } from './use-checkout-logic';

interface CheckoutScreenProps {
  payment: PaymentProvider;
}

export function CheckoutScreen({ payment }: CheckoutScreenProps) {
  const logic = useCheckoutLogic(payment);
  return (
    <CheckoutActor.Provider
      logic={logic}
      options={{ input: { logoUrl: new URL('/favicon.svg', window.location.origin).href } }}
    >
      <CheckoutContainer />
    </CheckoutActor.Provider>
  );
}

function CheckoutContainer() {
  const actor = CheckoutActor.useActorRef();
  const busy = CheckoutActor.useSelector(isBusy);
  const done = CheckoutActor.useSelector((s) => s.status === 'done');
  const session = useSession();
  const cart = useCart();
  const addresses = useAddresses();
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);

  const records = cart.data;
  const lines = useMemo(() => records?.map(toCartLine), [records]);
  const coupon = useValidAppliedCoupon(lines);

  if (cart.isError && !records) {
    return (
      <CheckoutLoadError message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />
    );
  }
  if (!lines) return <CheckoutSkeleton />;

  const details = priceDetails(lines, coupon ? couponValue(coupon) : 0);
  const list = addresses.data;
  // The first address is chosen until the shopper picks another (or the chosen one is deleted).
  const selectedAddressId =
    (list?.some((a) => a.id === chosenAddress) ? chosenAddress : list?.[0]?.id) ?? null;
  const user = session.user;
  const order: CheckoutOrder = {
    addressId: selectedAddressId,
    totalAmt: details.totalAmt,
    couponCode: coupon?.couponName ?? null,
    customer: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
    },
  };

  return (
    <CheckoutView
      lines={lines}
      details={details}
      couponCode={coupon?.couponName ?? null}
      addresses={list}
      addressesFailed={addresses.isError}
      onRetryAddresses={() => void addresses.refetch()}
      selectedAddressId={selectedAddressId}
      onSelectAddress={setChosenAddress}
      placing={busy || done}
      onPlaceOrder={() => {
        const event = { type: 'order.place', order } as const;
        // A second click while a payment is open is not an event the machine takes now.
        if (actor.getSnapshot().can(event)) actor.send(event);
      }}
    />
  );
}
