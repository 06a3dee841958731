/**
 * The checkout screen's container: reads the cart, the addresses, the applied coupon and the
 * session, and drives the checkout machine. The payment provider comes from the route (checkout
 * never imports the payment feature).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { addressesQuery, useAddresses } from '@/api/addresses';
import { useResumeConfirmations } from '@/api/pending-confirmations';
import { errorMessage } from '@/api/client';
import { useSession } from '@/api/session';
import { cartKey, useCart } from '@/api/cart';
import { useHasPurchase, useOrders } from '@/api/orders';
import { couponValue } from '@/domain/coupons';
import type { PaymentProvider } from '@/domain/payment';
import type { Address, PaymentMethod } from '@/domain/types';
import { priceDetails } from '@/domain/pricing';
import { useValidAppliedCoupon } from '@/api/applied-coupon';
import { toast } from '@/lib/notify';
import { chosenAddressIn } from '@/lib/paths';
import { addressChoice } from './address-choice';
import { CheckoutActor, isBusy } from './checkout-machine';
import { CheckoutView } from './checkout-view';
import { readOrderKey } from '@/api/order-key';
import { orderSignature, type CheckoutOrder } from './payment-options';
import { CheckoutLoadError, CheckoutSkeleton } from './checkout-placeholders';
import { effectiveMethod } from './payment-method-picker';
import { CHECKOUT_MESSAGES, refusalReasons, useCheckoutLogic } from './use-checkout-logic';

interface CheckoutScreenProps {
  payment: PaymentProvider;
}

export function CheckoutScreen({ payment }: CheckoutScreenProps) {
  const logic = useCheckoutLogic(payment);
  return (
    <CheckoutActor.Provider
      logic={logic}
      options={{
        input: {
          logoUrl: new URL('/favicon.svg', window.location.origin).href,
          reusable: readOrderKey(),
        },
      }}
    >
      <CheckoutContainer />
    </CheckoutActor.Provider>
  );
}

function CheckoutContainer() {
  const actor = CheckoutActor.useActorRef();
  const busy = CheckoutActor.useSelector(isBusy);
  const done = CheckoutActor.useSelector((s) => s.status === 'done');
  const changedTotal = CheckoutActor.useSelector((s) =>
    s.matches('priceChanged') ? s.context.newTotal : null,
  );
  const refusal = CheckoutActor.useSelector((s) => (s.matches('idle') ? s.context.refusal : null));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const session = useSession();
  useResumeConfirmations();
  usePayPendingOrder();
  const cart = useCart();
  const addresses = useAddresses();
  const queryClient = useQueryClient();
  // Back from 'Add new Address': the new address is the chosen one.
  const location = useLocation();
  const [chosenAddress, setChosenAddress] = useState(() => chosenAddressIn(location.state));
  // Place Order clicked before the saved addresses arrived: it waits for them, then goes on.
  const [waitingForAddresses, setWaitingForAddresses] = useState(false);
  // Place Order clicked while a cart change (a + on the cart page, say) is still on its way: the
  // order waits for it, so it is priced on the cart the server will have, not refused as changed.
  const [waitingForCart, setWaitingForCart] = useState(false);

  const lines = cart.data;
  const coupon = useValidAppliedCoupon(lines, useHasPurchase() ?? false);

  if (cart.isError && !lines) {
    return (
      <CheckoutLoadError
        message={errorMessage(cart.error)}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  if (!lines) return <CheckoutSkeleton />;

  const details = priceDetails(lines, coupon ? couponValue(coupon) : 0);
  const list = addresses.data;
  const user = session.user;
  const selectedIn = (from: readonly Address[] | undefined) =>
    addressChoice(from, chosenAddress).id;

  const placeOrder = (from: readonly Address[]) => {
    // The address the shopper picked is gone (deleted meanwhile): no other is taken in its place.
    if (addressChoice(from, chosenAddress).chosenGone) {
      toast.warning(CHECKOUT_MESSAGES.chosenAddressGone);
      return;
    }
    const made = {
      addressId: selectedIn(from),
      totalAmt: details.totalAmt,
      couponCode: coupon?.couponName ?? null,
      paymentMethod: effectiveMethod(paymentMethod, details.totalAmt),
      customer: {
        name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
        email: user?.email ?? '',
      },
    };
    const address = from.find((a) => a.id === made.addressId);
    const order: CheckoutOrder = { ...made, signature: orderSignature(made, lines, address) };
    const event = { type: 'order.place', order } as const;
    // A second click while a payment is open is not an event the machine takes now.
    if (actor.getSnapshot().can(event)) actor.send(event);
  };

  const placeWithAddresses = () => {
    if (list) return placeOrder(list);
    if (waitingForAddresses) return;
    // "No address" would be a guess while the list is on its way or failed: wait for it (or
    // ask again), and say what went wrong if it cannot be had.
    setWaitingForAddresses(true);
    queryClient
      .fetchQuery({ ...addressesQuery, staleTime: Infinity })
      .then(placeOrder, () => toast.error(CHECKOUT_MESSAGES.addressesFailed))
      .finally(() => setWaitingForAddresses(false));
  };

  const onPlaceOrder = () => {
    if (queryClient.isMutating({ mutationKey: cartKey }) > 0) {
      setWaitingForCart(true);
      return;
    }
    placeWithAddresses();
  };

  return (
    <>
      {waitingForCart ? (
        <WhenCartSettles
          then={() => {
            setWaitingForCart(false);
            placeWithAddresses();
          }}
        />
      ) : null}
      <CheckoutView
        lines={lines}
        details={details}
        couponCode={coupon?.couponName ?? null}
        addresses={list}
        addressesFailed={addresses.isError}
        onRetryAddresses={() => void addresses.refetch()}
        selectedAddressId={selectedIn(list)}
        onSelectAddress={setChosenAddress}
        placing={busy || done || waitingForAddresses || waitingForCart}
        onPlaceOrder={onPlaceOrder}
        changedTotal={changedTotal}
        paymentMethod={paymentMethod}
        onSelectPaymentMethod={setPaymentMethod}
        refusal={refusal ? refusalReasons(refusal) : []}
      />
    </>
  );
}

/** Calls `then` (as it is when called) once no cart change is on its way. */
function WhenCartSettles({ then }: { then: () => void }) {
  const changing = useIsMutating({ mutationKey: cartKey }) > 0;
  const settled = useEffectEvent(then);
  useEffect(() => {
    if (!changing) settled();
  }, [changing]);
  return null;
}

/** PAY_PARAM names a pending order to pay again (order history links here): its payment opens once. */
export const PAY_PARAM = 'pay';

function usePayPendingOrder() {
  const actor = CheckoutActor.useActorRef();
  const [params, setParams] = useSearchParams();
  const orders = useOrders();
  const user = useSession().user;
  const wanted = params.get(PAY_PARAM);
  const list = orders.data;
  const failed = orders.isError;
  useEffect(() => {
    if (!wanted || (!list && !failed)) return;
    setParams(
      (current) => {
        current.delete(PAY_PARAM);
        return current;
      },
      { replace: true },
    );
    // Pay now never does nothing: an order that cannot be found is said, as is a list that failed.
    if (!list) {
      toast.error(CHECKOUT_MESSAGES.payOrderUnavailable);
      return;
    }
    const found = list.find((o) => o.id === wanted);
    if (!found) {
      toast.error(CHECKOUT_MESSAGES.payOrderUnknown);
      return;
    }
    const event = {
      type: 'order.pay',
      order: { id: found.id, amount: found.amount, status: found.status, payment: found.payment },
      customer: {
        name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
        email: user?.email ?? '',
      },
    } as const;
    if (actor.getSnapshot().can(event)) actor.send(event);
  }, [actor, failed, list, setParams, user, wanted]);
}
