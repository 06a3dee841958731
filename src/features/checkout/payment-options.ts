/** What checkout asks the payment provider for (spec §7): the order total in paise and the shop's details. */
import { amountInPaise } from '@/domain/pricing';
import type { PaymentOptions } from '@/domain/payment';

/** The order as Place Order sees it: the chosen address, the total shown, the coupon, the shopper. */
export interface CheckoutOrder {
  addressId: string | null;
  /** The 'Total Amount' shown, in rupees. */
  totalAmt: number;
  couponCode: string | null;
  customer: { name: string; email: string };
}

export const SHOP_NAME = 'Glamour';
export const PAYMENT_DESCRIPTION = 'Thank you for shopping with us';
/** A fixed contact number: the shop keeps no phone number for the shopper (spec §7). */
export const PREFILL_CONTACT = '9999999999';
/** brand-700, the shop's purple. */
export const THEME_COLOR = '#7e22ce';

export function paymentOptionsFor(order: CheckoutOrder, logoUrl: string): PaymentOptions {
  return {
    amount: amountInPaise(order.totalAmt),
    currency: 'INR',
    name: SHOP_NAME,
    description: PAYMENT_DESCRIPTION,
    image: logoUrl,
    prefill: { name: order.customer.name, email: order.customer.email, contact: PREFILL_CONTACT },
    theme: { color: THEME_COLOR },
  };
}
