/**
 * The plain-text part of an order email, written from the same words and facts as the HTML (never
 * scraped from it): what a reader without HTML, or a screen reader set to text, gets.
 */
import { formatRupees } from '@/domain/format';
import {
  formatEmailDate,
  orderEmailFacts,
  orderEmailWords,
  orderLink,
  priceBreakdown,
  type OrderEmailInput,
} from './order-email';

export function orderEmailText(input: OrderEmailInput): string {
  const { order, publicUrl } = input;
  const words = orderEmailWords(input);
  const { items, delivery, coupon } = priceBreakdown(order);
  const link = orderLink(publicUrl, order.id);
  const paidBy = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
  const sums: [string, string][] = [
    ['Items', formatRupees(items)],
    ['Shipping', formatRupees(delivery)],
    ...(coupon > 0
      ? [
          [`Coupon ${order.couponCode ?? ''}`.trim(), `-${formatRupees(coupon)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Total', formatRupees(order.total)],
  ];
  const facts = orderEmailFacts(input).map((f) => `${f.label}: ${f.value}`);
  const blocks = [
    words.headline,
    words.intro.join('\n'),
    facts.join('\n'),
    `${words.action}: ${link}`,
    [
      `Order ${order.id}`,
      `Placed on ${formatEmailDate(order.createdAt)} · ${paidBy}`,
      '',
      ...order.lines.map(
        (line) =>
          `${line.name}, ${line.brand} ${line.size}\n  ${line.qty} × ${formatRupees(line.price)} = ${formatRupees(line.price * line.qty)}`,
      ),
      '',
      ...sums.map(([label, amount]) => `${label}: ${amount}`),
    ].join('\n'),
    `Delivering to ${order.shipTo.name}, ${order.shipTo.city}, ${order.shipTo.state} ${order.shipTo.pincode}`,
    `-- \nGlamour · ${publicUrl}\nYou receive this email because you ordered from Glamour. Prices in rupees, inclusive of all taxes.`,
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}
