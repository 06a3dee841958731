/**
 * What checkout asks the payment provider for (see docs/shop/rules.md, Payment): the server's
 * order, in paise, and the shop's details.
 */
import { amountInPaise } from '@/domain/pricing';
import type { PaymentOptions } from '@/domain/payment';
import type { OrderPayment, OrderStatus, PaymentMethod } from '@/domain/types';

/** The order as Place Order sees it: the chosen address, the total shown, the coupon, the shopper. */
export interface CheckoutOrder {
  addressId: string | null;
  /** The 'Total Amount' shown, in rupees: the server must agree with it before anything is paid. */
  totalAmt: number;
  couponCode: string | null;
  customer: Customer;
  /** Pay online (the default) or Cash on Delivery (the order is placed at once, nothing opens). */
  paymentMethod?: PaymentMethod;
  /**
   * What the order is made of (`orderSignature`): a Place Order made of the same as an order still
   * awaiting payment pays that order instead of making a second one that holds the stock again.
   */
  signature?: string;
}

/**
 * What a Place Order is made of: the account, the address (its id and what it says: an address
 * edited since is another order, as the order keeps a copy), the cart's lines, the coupon, the way
 * of paying and the total shown. Two presses with the same signature ask for the same order.
 */
export function orderSignature(
  order: Omit<CheckoutOrder, 'signature'>,
  lines: readonly { id: string; qty: number }[],
  address?: object,
): string {
  const cart = lines.map((line) => `${line.id}×${line.qty}`).sort();
  return JSON.stringify([
    order.customer.email,
    order.addressId,
    address ? Object.entries(address).sort(([a], [b]) => (a < b ? -1 : 1)) : null,
    cart,
    order.couponCode,
    order.paymentMethod ?? 'online',
    order.totalAmt,
  ]);
}

export interface Customer {
  name: string;
  email: string;
}

/**
 * An order as the server created it: a pending one is the only amount a payment is ever opened for;
 * a Cash on Delivery one comes back `placed`, with nothing to open.
 */
export interface ServerOrder {
  id: string;
  /** The server's amount, in rupees. */
  amount: number;
  status: OrderStatus;
  payment: OrderPayment | null;
}

export const SHOP_NAME = 'Glamour';
export const PAYMENT_DESCRIPTION = 'Thank you for shopping with us';
/** A fixed contact number: the shop keeps no phone number for the shopper. */
export const PREFILL_CONTACT = '9999999999';
/** brand-700, the shop's purple. */
export const THEME_COLOR = '#7e22ce';

export function paymentOptionsFor(
  order: ServerOrder,
  customer: Customer,
  logoUrl: string,
): PaymentOptions {
  return {
    orderId: order.payment?.orderId ?? '',
    receipt: order.id,
    amount: amountInPaise(order.amount),
    currency: 'INR',
    name: SHOP_NAME,
    description: PAYMENT_DESCRIPTION,
    image: logoUrl,
    prefill: { name: customer.name, email: customer.email, contact: PREFILL_CONTACT },
    theme: { color: THEME_COLOR },
  };
}
