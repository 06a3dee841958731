/**
 * The order emails, one template per kind: the shared layout (./layout.tsx) with the kind's words
 * and box of facts (./order-email.ts), then the order's lines and total (./order-lines.tsx).
 */
import { Facts } from './facts';
import { EmailLayout } from './layout';
import { OrderLines } from './order-lines';
import {
  orderEmailFacts,
  orderEmailWords,
  orderLink,
  type OrderEmailInput,
  type OrderEmailProps,
} from './order-email';

function OrderEmail({ input }: { input: OrderEmailInput }) {
  const words = orderEmailWords(input);
  const facts = orderEmailFacts(input);
  return (
    <EmailLayout
      preview={words.intro[0] ?? words.headline}
      headline={words.headline}
      intro={words.intro}
      action={{ label: words.action, href: orderLink(input.publicUrl, input.order.id) }}
      publicUrl={input.publicUrl}
    >
      {facts.length > 0 && <Facts items={facts} />}
      <OrderLines order={input.order} />
    </EmailLayout>
  );
}

/** Sent once an online order is paid, or a cash on delivery order is placed. */
export function OrderPlacedEmail(props: OrderEmailProps<'order_placed'>) {
  return <OrderEmail input={props} />;
}

/** Sent when the order ships: the carrier and the tracking number. */
export function OrderShippedEmail(props: OrderEmailProps<'order_shipped'>) {
  return <OrderEmail input={props} />;
}

/** Sent when the order is delivered: and until when it may be returned. */
export function OrderDeliveredEmail(props: OrderEmailProps<'order_delivered'>) {
  return <OrderEmail input={props} />;
}

/** Sent when a refund is issued: how much comes back, and how. */
export function RefundIssuedEmail(props: OrderEmailProps<'refund_issued'>) {
  return <OrderEmail input={props} />;
}
