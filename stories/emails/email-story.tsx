/** What the email stories share: the plain-text part shown as the reader gets it, and the checks. */
import { expect, within } from 'storybook/test';
import { formatRupees } from '@/domain/format';
import { orderEmailWords, orderLink, type OrderEmailInput } from '@/emails/order-email';
import { orderEmailText } from '@/emails/text';

/** The plain-text part of an email, as a mail client without HTML shows it. */
export function PlainTextEmail({ input }: { input: OrderEmailInput }) {
  return (
    <pre
      aria-label="Plain text version"
      className="m-4 max-w-2xl rounded-md border border-neutral-200 bg-white p-4 font-mono text-sm whitespace-pre-wrap text-neutral-900"
    >
      {orderEmailText(input)}
    </pre>
  );
}

/** Every order email shows its headline, each line, the total and a link to the order's page. */
export async function expectOrderEmail(canvasElement: HTMLElement, input: OrderEmailInput) {
  const canvas = within(canvasElement);
  const words = orderEmailWords(input);
  await expect(canvas.getByRole('heading', { level: 1, name: words.headline })).toBeVisible();
  for (const line of input.order.lines) await expect(canvas.getByText(line.name)).toBeVisible();
  const total = canvas.getByRole('rowheader', { name: 'Total' }).closest('tr');
  await expect(total).toHaveTextContent(formatRupees(input.order.total));
  await expect(canvas.getByRole('link', { name: words.action })).toHaveAttribute(
    'href',
    orderLink(input.publicUrl, input.order.id),
  );
}

/** The plain text says the same: the lines, the total and the link. */
export async function expectPlainText(canvasElement: HTMLElement, input: OrderEmailInput) {
  const text = within(canvasElement).getByLabelText('Plain text version');
  for (const line of input.order.lines) await expect(text).toHaveTextContent(line.name);
  await expect(text).toHaveTextContent(`Total: ${formatRupees(input.order.total)}`);
  await expect(text).toHaveTextContent(orderLink(input.publicUrl, input.order.id));
}
