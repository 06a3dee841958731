import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefundIssuedEmail } from '@/emails/templates';
import { usageParameters } from '../content/usage';
import { COD_ORDER, REFUNDED } from './email-fixtures';
import { expectOrderEmail, expectPlainText, PlainTextEmail } from './email-story';

const meta = {
  title: 'Emails/Refund issued',
  component: RefundIssuedEmail,
  args: REFUNDED,
  parameters: {
    layout: 'fullscreen',
    ...usageParameters({
      purpose: 'Sent when a refund is issued: how much comes back and how, then the order.',
      whenToUse: [
        'Each refund: a cancelled paid order, a received return, a payment an order could not keep.',
      ],
      whenNotToUse: ['For a message on a screen: the order history and its toasts say it there.'],
      states: [
        'Paid online, refunded in full',
        'Cash on delivery',
        'Part of the order refunded',
        'Plain text',
      ],
      accessibility: [
        'One h1 (the headline), the order as a table with column and row headers, the total in a row of its own.',
        'The button is a link named for what it opens; the plain-text part says the same words for readers without HTML.',
        'Text colours are the shop’s: neutral-900 and neutral-700 on white, white on brand-700 (6.98:1).',
      ],
    }),
  },
} satisfies Meta<typeof RefundIssuedEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email as the shopper opens it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expectOrderEmail(canvasElement, args);
  },
};

/** The same email for a cash on delivery order. */
export const CashOnDelivery: Story = {
  args: { order: COD_ORDER, event: { kind: 'refund_issued', amount: 348, inFull: true } },
  play: async ({ canvasElement, args }) => {
    await expectOrderEmail(canvasElement, args);
  },
};

/** A return of some lines: their share of what was paid comes back, the rest is kept. */
export const PartRefund: Story = {
  args: { event: { kind: 'refund_issued', amount: 463.35, inFull: false } },
  play: async ({ canvasElement, args }) => {
    await expectOrderEmail(canvasElement, args);
    await expect(within(canvasElement).getByText('₹463.35')).toBeVisible();
  },
};

/** The plain-text part sent beside the HTML. */
export const PlainText: Story = {
  render: (args) => <PlainTextEmail input={args} />,
  play: async ({ canvasElement, args }) => {
    await expectPlainText(canvasElement, args);
  },
};
