/**
 * Checkout composed with a payment provider: Razorpay when VITE_RAZORPAY_KEY_ID is set, otherwise
 * the simulated sheet, whose host is mounted here. Checkout never imports the payment feature.
 */
import { useState } from 'react';
import { CheckoutScreen } from '@/features/checkout/checkout-screen';
import { createPaymentProvider } from '@/features/payment/create-payment-provider';
import { PaymentHost } from '@/features/payment/payment-host';

export default function CheckoutRoute() {
  const [payment] = useState(() => createPaymentProvider());
  return (
    <>
      <CheckoutScreen payment={payment} />
      <PaymentHost provider={payment} />
    </>
  );
}
