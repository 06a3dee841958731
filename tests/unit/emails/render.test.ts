// The order emails as they are sent: subject, a whole HTML document and a plain text written on its
// own, each with the order's lines, total and link; the shop's colours kept equal to the theme's.
import { describe, expect, it } from 'vitest';
import { orderLink, type OrderEmailInput } from '@/emails/order-email';
import { renderOrderEmail } from '@/emails/render';
import { EMAIL_COLOURS } from '@/emails/tokens';
import config from '../../../tailwind.config';
import {
  COD_ORDER,
  DELIVERED,
  PLACED,
  REFUNDED,
  SHIPPED,
} from '../../../stories/emails/email-fixtures';

const ALL: [string, OrderEmailInput][] = [
  ['placed', PLACED],
  ['shipped', SHIPPED],
  ['delivered', DELIVERED],
  ['refund issued', REFUNDED],
];

describe('renderOrderEmail', () => {
  it.each(ALL)('%s: the lines, the total and the link in both parts', (_, input) => {
    const { html, text } = renderOrderEmail(input);
    const link = orderLink(input.publicUrl, input.order.id);
    expect(link).toBe(
      'https://glamour.example/account-details/orderHistory/c0ffee00-order-4b1d-9a7e-000000000042',
    );
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain(`href="${link}"`);
    expect(text).toContain(link);
    for (const line of input.order.lines) {
      expect(html).toContain(line.name);
      expect(text).toContain(line.name);
    }
    expect(html).toContain('₹1,364.00');
    expect(text).toContain('Total: ₹1,364.00');
    expect(text).toContain('2 × ₹468.00 = ₹936.00');
    expect(text).not.toContain('<');
  });

  it('says what each event is, in the subject and the words', () => {
    expect(renderOrderEmail(PLACED).subject).toBe(
      `Your Glamour order ${PLACED.order.id} is placed`,
    );
    const shipped = renderOrderEmail(SHIPPED);
    expect(shipped.subject).toBe(`Your Glamour order ${SHIPPED.order.id} has shipped`);
    expect(shipped.text).toContain('Carrier: Blue Dart');
    expect(shipped.text).toContain('Tracking number: BD123456789IN');
    expect(shipped.html).toContain('BD123456789IN');
    const delivered = renderOrderEmail(DELIVERED);
    expect(delivered.text).toContain('Returns open until: 10 Dec 2026');
    const refund = renderOrderEmail(REFUNDED);
    expect(refund.subject).toBe(`Your refund of ₹1,364.00 for order ${REFUNDED.order.id}`);
    expect(refund.text).toContain('Refund: ₹1,364.00');
  });

  it('calls the fixed ₹10 Shipping, as the cart does: delivery itself is free', () => {
    const { text, html } = renderOrderEmail(PLACED);
    expect(text).toMatch(/Shipping:? +₹10\.00/);
    expect(html).toContain('Shipping');
    expect(`${text}${html}`).not.toMatch(/Delivery(<[^>]*>|\W)*₹/);
  });

  it('a cash on delivery order is paid in cash: placed and refunded say so', () => {
    const placed = renderOrderEmail({ ...PLACED, order: COD_ORDER });
    expect(placed.text).toContain('you pay ₹348.00 in cash when it arrives');
    expect(placed.text).not.toContain('Coupon');
    const refund = renderOrderEmail({
      order: COD_ORDER,
      event: { kind: 'refund_issued', amount: 348, inFull: true },
      publicUrl: 'https://glamour.example',
    });
    expect(refund.text).toContain('Paid back: In cash, by the courier');
  });

  it('escapes what shoppers and operators typed', () => {
    const input: OrderEmailInput = {
      ...SHIPPED,
      order: { ...SHIPPED.order, shipTo: { ...SHIPPED.order.shipTo, name: '<b>Aanya</b> & co' } },
      event: { kind: 'order_shipped', carrier: 'Blue "Dart"', trackingNumber: '<script>' },
    };
    const { html } = renderOrderEmail(input);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Aanya');
    expect(html).toContain('&lt;script&gt;');
  });

  it('an order whose date cannot be read is still sent, its date as it was written', () => {
    const odd = { ...PLACED, order: { ...PLACED.order, createdAt: 'sometime in March' } };
    const { html, text } = renderOrderEmail(odd);
    expect(text).toContain('Placed on sometime in March');
    expect(html).toContain('sometime in March');
    expect(renderOrderEmail({ ...odd, order: { ...odd.order, createdAt: '' } }).text).toContain(
      'Placed on ',
    );
  });

  it('the link keeps one slash whatever the origin ends with', () => {
    expect(orderLink('https://shop.example/', 'a b')).toBe(
      'https://shop.example/account-details/orderHistory/a%20b',
    );
  });
});

describe('EMAIL_COLOURS', () => {
  it('are the theme’s tokens', () => {
    const colors = config.theme.extend.colors;
    const byName: Record<string, string> = {};
    for (const [family, shades] of Object.entries(colors))
      for (const [shade, hex] of Object.entries(shades)) byName[`${family}${shade}`] = hex;
    for (const [name, hex] of Object.entries(EMAIL_COLOURS))
      expect([name, hex]).toEqual([name, byName[name]]);
  });
});
