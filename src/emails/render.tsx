/**
 * An order email rendered for sending: its subject, its HTML (the template of its kind rendered
 * with react-dom/server into a whole document) and its plain text (./text.ts). The server's email
 * worker calls it; stories show the same templates.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { orderEmailWords, type OrderEmailInput } from './order-email';
import {
  OrderDeliveredEmail,
  OrderPlacedEmail,
  OrderShippedEmail,
  RefundIssuedEmail,
} from './templates';
import { orderEmailText } from './text';
import { EMAIL_COLOURS } from './tokens';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** The template of the event's kind. */
function OrderEmailOfKind({ order, event, publicUrl }: OrderEmailInput) {
  switch (event.kind) {
    case 'order_placed':
      return <OrderPlacedEmail order={order} event={event} publicUrl={publicUrl} />;
    case 'order_shipped':
      return <OrderShippedEmail order={order} event={event} publicUrl={publicUrl} />;
    case 'order_delivered':
      return <OrderDeliveredEmail order={order} event={event} publicUrl={publicUrl} />;
    case 'refund_issued':
      return <RefundIssuedEmail order={order} event={event} publicUrl={publicUrl} />;
  }
}

function body(input: OrderEmailInput): string {
  return renderToStaticMarkup(<OrderEmailOfKind {...input} />);
}

export function renderOrderEmail(input: OrderEmailInput): RenderedEmail {
  const { subject } = orderEmailWords(input);
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${EMAIL_COLOURS.neutral100}">`,
    body(input),
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, html, text: orderEmailText(input) };
}
