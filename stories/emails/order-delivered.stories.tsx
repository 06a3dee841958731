import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderDeliveredEmail } from '@/emails/templates';
import { usageParameters } from '../content/usage';
import { COD_ORDER, DELIVERED } from './email-fixtures';
import { expectOrderEmail, expectPlainText, PlainTextEmail } from './email-story';

const meta = {
  title: 'Emails/Order delivered',
  component: OrderDeliveredEmail,
  args: DELIVERED,
  parameters: {
    layout: 'fullscreen',
    ...usageParameters({
      purpose: 'Sent when the order is delivered: until when it may be returned, then the order.',
      whenToUse: [
        'Once per order, when it is first delivered (a refused return does not send it again).',
      ],
      whenNotToUse: ['For a message on a screen: the order history and its toasts say it there.'],
      states: ['Paid online', 'Cash on delivery', 'Plain text'],
      accessibility: [
        'One h1 (the headline), the order as a table with column and row headers, the total in a row of its own.',
        'The button is a link named for what it opens; the plain-text part says the same words for readers without HTML.',
        'Text colours are the shop’s: neutral-900 and neutral-700 on white, white on brand-700 (6.98:1).',
      ],
    }),
  },
} satisfies Meta<typeof OrderDeliveredEmail>;

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
  args: { order: COD_ORDER },
  play: async ({ canvasElement, args }) => {
    await expectOrderEmail(canvasElement, args);
  },
};

/** The plain-text part sent beside the HTML. */
export const PlainText: Story = {
  render: (args) => <PlainTextEmail input={args} />,
  play: async ({ canvasElement, args }) => {
    await expectPlainText(canvasElement, args);
  },
};
