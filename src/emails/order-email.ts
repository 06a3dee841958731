/**
 * What an order email says, as data: the order's lines and total, the event it tells (placed,
 * shipped, delivered, refund issued), and the words both versions share (subject, headline, intro).
 * The HTML (./templates.tsx) and the plain text (./text.ts) are written from this one record.
 */
import { formatRupees } from '@/domain/format';
import { SHIPPING_CHARGE } from '@/domain/pricing';
import { paths } from '@/lib/paths';

export interface OrderEmailLine {
  productId: string;
  name: string;
  brand: string;
  size: string;
  qty: number;
  /** Rupees per unit. */
  price: number;
}

export interface OrderEmailOrder {
  id: string;
  /** ISO time the order was made. */
  createdAt: string;
  lines: OrderEmailLine[];
  /** What the shopper pays (or paid) for the order, in rupees. */
  total: number;
  couponCode: string | null;
  paymentMethod: 'online' | 'cod';
  /** Who receives the parcel and where (the delivery address's name and town). */
  shipTo: { name: string; city: string; state: string; pincode: string };
}

/** The event an email tells; `kind` is one of ORDER_EMAIL_KINDS (src/domain/order-emails.ts). */
export type OrderEmailEvent =
  | { kind: 'order_placed' }
  | { kind: 'order_shipped'; carrier: string; trackingNumber: string }
  | {
      kind: 'order_delivered';
      /** ISO: the last day a return may be asked. */ returnBy: string | null;
    }
  | { kind: 'refund_issued'; /** Rupees. */ amount: number; inFull: boolean };

export interface OrderEmailInput {
  order: OrderEmailOrder;
  event: OrderEmailEvent;
  /** The shop's public origin, e.g. https://shop.example (no trailing slash). */
  publicUrl: string;
}

let dates: Intl.DateTimeFormat | undefined;

/**
 * '3 Dec 2026', in India's time (the shop's). A date that cannot be read (an order imported with
 * odd data) is written as it is, rather than failing every attempt to send the email.
 */
export function formatEmailDate(iso: string): string {
  dates ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dates.format(date);
}

/** The order's own page in the shop, where the shopper follows it. */
export function orderLink(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${paths.orderHistory}/${encodeURIComponent(orderId)}`;
}

/** The order's short reference as a shopper reads it: its id. */
export const orderReference = (order: OrderEmailOrder) => order.id;

/**
 * How the total adds up: the lines (Σ price × qty), the delivery charge, and the coupon (what is
 * left between them and the total), in rupees. The same rule as the cart's (src/domain/pricing.ts).
 */
export function priceBreakdown(order: OrderEmailOrder): {
  items: number;
  delivery: number;
  coupon: number;
} {
  const itemsPaise = order.lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.qty, 0);
  const deliveryPaise = order.lines.length === 0 ? 0 : Math.round(SHIPPING_CHARGE * 100);
  const couponPaise = Math.max(0, itemsPaise + deliveryPaise - Math.round(order.total * 100));
  return { items: itemsPaise / 100, delivery: deliveryPaise / 100, coupon: couponPaise / 100 };
}

export interface OrderEmailWords {
  subject: string;
  /** The heading of the message. */
  headline: string;
  /** The sentences under it. */
  intro: string[];
  /** The order's button or link text. */
  action: string;
}

/** The words of each email: the HTML and the plain text both say exactly these. */
export function orderEmailWords({ order, event }: OrderEmailInput): OrderEmailWords {
  const ref = orderReference(order);
  switch (event.kind) {
    case 'order_placed':
      return {
        subject: `Your Glamour order ${ref} is placed`,
        headline: 'Thank you for your order',
        intro: [
          order.paymentMethod === 'cod'
            ? `We have your order, and you pay ${formatRupees(order.total)} in cash when it arrives.`
            : `We have your order and your payment of ${formatRupees(order.total)}.`,
          'We will write again when it ships.',
        ],
        action: 'View your order',
      };
    case 'order_shipped':
      return {
        subject: `Your Glamour order ${ref} has shipped`,
        headline: 'Your order is on its way',
        intro: [
          `${event.carrier} is bringing your parcel to ${order.shipTo.name} in ${order.shipTo.city}.`,
          'Follow it on the carrier’s site with the tracking number below.',
        ],
        action: 'Track your order',
      };
    case 'order_delivered':
      return {
        subject: `Your Glamour order ${ref} was delivered`,
        headline: 'Your order has arrived',
        intro: [
          'We hope you love it.',
          event.returnBy
            ? `Something not right? You can return it until ${formatEmailDate(event.returnBy)} from your order page.`
            : 'Something not right? See your order page for returns.',
        ],
        action: 'View your order',
      };
    case 'refund_issued':
      return {
        subject: `Your refund of ${formatRupees(event.amount)} for order ${ref}`,
        headline: event.inFull ? 'Your order is refunded' : 'Part of your order is refunded',
        intro: [
          order.paymentMethod === 'cod'
            ? `We are giving you back ${formatRupees(event.amount)} in cash, through the courier.`
            : `We have asked for ${formatRupees(event.amount)} to go back to the way you paid. Banks usually take 5 to 7 working days to show it.`,
        ],
        action: 'See the refund',
      };
  }
}

export interface OrderEmailFact {
  label: string;
  value: string;
}

/** What each email puts in its box of facts (the tracking, the refund, the return window). */
export function orderEmailFacts({ order, event }: OrderEmailInput): OrderEmailFact[] {
  switch (event.kind) {
    case 'order_placed':
      return [];
    case 'order_shipped':
      return [
        { label: 'Carrier', value: event.carrier },
        { label: 'Tracking number', value: event.trackingNumber },
      ];
    case 'order_delivered':
      return event.returnBy
        ? [{ label: 'Returns open until', value: formatEmailDate(event.returnBy) }]
        : [];
    case 'refund_issued':
      return [
        { label: 'Refund', value: formatRupees(event.amount) },
        {
          label: 'Paid back',
          value: order.paymentMethod === 'cod' ? 'In cash, by the courier' : 'To the way you paid',
        },
      ];
  }
}

/** The props of the template of one kind of email. */
export interface OrderEmailProps<K extends OrderEmailEvent['kind']> {
  order: OrderEmailOrder;
  event: Extract<OrderEmailEvent, { kind: K }>;
  publicUrl: string;
}
