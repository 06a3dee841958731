import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleOrderCard } from '@/features/tester/console/console-order-card';
import type { ConsoleOrderRecord } from '@/features/tester/console/orders-api';
import { ownFrameInDocs } from '../../../support/docs';

const PLACED: ConsoleOrderRecord = {
  _id: '5f1c2d3e-4b5a-6978-8a9b-0c1d2e3f4a5b',
  userId: 'user-1',
  userEmail: 'shopper@example.com',
  status: 'placed',
  amount: 1086,
  createdAt: '2026-11-21T03:45:00.000Z',
  paymentMethod: 'cod',
  paymentId: null,
  orderProducts: [{ _id: 'dryer', name: 'Philips Hair Dryer (HP8120/00)', qty: 1 }],
  timeline: [{ status: 'placed', at: '2026-11-21T03:45:00.000Z' }],
  shipment: null,
  deliveredAt: null,
  returnRequest: null,
  refunds: [],
};

const RETURN_ASKED: ConsoleOrderRecord = {
  ...PLACED,
  status: 'return_requested',
  shipment: {
    carrier: 'Delhivery',
    trackingNumber: 'DLV1234567890IN',
    shippedAt: '2026-11-22T04:00:00.000Z',
  },
  deliveredAt: '2026-11-23T10:00:00.000Z',
  timeline: [
    { status: 'placed', at: '2026-11-21T03:45:00.000Z' },
    { status: 'shipped', at: '2026-11-22T04:00:00.000Z' },
    { status: 'delivered', at: '2026-11-23T10:00:00.000Z' },
    { status: 'return_requested', at: '2026-11-24T08:00:00.000Z' },
  ],
  returnRequest: {
    lines: [{ productId: 'dryer', qty: 1 }],
    reason: 'It stopped heating after a day',
    refundAmount: 1086,
    receivedAt: null,
  },
};

/** The returned dryer's refund, as the back end records it. */
const DRYER_REFUND: ConsoleOrderRecord['refunds'][number] = {
  id: 'refund-1',
  amount: 1086,
  status: 'processed',
  createdAt: '2026-11-26T06:30:00.000Z',
  lines: [{ productId: 'dryer', qty: 1 }],
};

/**
 * One order in the console's Orders panel: who bought what, for how much and how it is paid, its
 * shipment, return and refunds when it has them, its timeline, and only the moves its status
 * allows. Ship opens the shipment form; a move stays busy until the back end answers. A refund the
 * payment provider failed has Ask again beside it (use it once the reason is fixed with the
 * shopper's bank); it is offered only when the back end would take it.
 */
const meta = {
  title: 'Request tester/Console/ConsoleOrderCard',
  component: ConsoleOrderCard,
  parameters: ownFrameInDocs(520),
  args: { order: PLACED, onMove: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsoleOrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Cash on Delivery, not shipped: Ship is the one move (delivery comes after it). Ship opens the
 * form on Carrier, and the shipment typed goes with the move.
 */
export const Placed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(canvas.getByLabelText('Carrier')).toHaveFocus());
    await userEvent.keyboard('Delhivery');
    await userEvent.type(canvas.getByLabelText('Tracking number'), 'DLV1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(args.onMove).toHaveBeenCalledWith('ship', {
      carrier: 'Delhivery',
      trackingNumber: 'DLV1',
    });
  },
};

/** A return asked: the reason and the refund owed show, and only Receive or Refuse are offered. */
export const ReturnRequested: Story = {
  args: { order: RETURN_ASKED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('“It stopped heating after a day”')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Receive return' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Refuse return' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Ship' })).toBeNull();
  },
};

/** Refunded in full: nothing left to move, the refund's state says where the money is. */
export const Refunded: Story = {
  args: {
    order: {
      ...RETURN_ASKED,
      status: 'refunded',
      returnRequest: RETURN_ASKED.returnRequest && {
        ...RETURN_ASKED.returnRequest,
        receivedAt: '2026-11-26T06:30:00.000Z',
      },
      refunds: [DRYER_REFUND],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/paid back/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** What a held answer lets go of (made afresh by the story that holds it). */
let answerRetry = () => {};

/**
 * The provider failed the refund (its refund.failed event, or its answer): the order waits for the
 * money it owes, and Ask again beside the refund asks the provider once more, under a new key. The
 * button is busy, and the order's moves wait, until the back end answers.
 */
export const RefundFailed: Story = {
  args: {
    order: {
      ...RETURN_ASKED,
      paymentMethod: 'online',
      paymentId: 'pay_Dryer000000001',
      status: 'refund_pending',
      returnRequest: RETURN_ASKED.returnRequest && {
        ...RETURN_ASKED.returnRequest,
        receivedAt: '2026-11-26T06:30:00.000Z',
      },
      refunds: [{ ...DRYER_REFUND, status: 'failed' }],
    },
    onRetryRefund: fn(() => new Promise<void>((resolve) => (answerRetry = resolve))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/₹1,086\.00, failed/)).toBeVisible();
    const again = canvas.getByRole('button', {
      name: 'Ask again for the refund of ₹1,086.00 (26 Nov 2026, 12:00 pm)',
    });
    await userEvent.click(again);
    await expect(args.onRetryRefund).toHaveBeenCalledWith('refund-1');
    await expect(again).toBeDisabled();
    await expect(again).toHaveAttribute('aria-busy', 'true');
    answerRetry();
    await waitFor(() => expect(again).toBeEnabled());
    await expect(again).not.toHaveAttribute('aria-busy');
  },
};

/** Asking again is refused (the refund was asked again in another tab): the button is free again. */
export const RefundFailedAskRefused: Story = {
  args: {
    ...RefundFailed.args,
    onRetryRefund: fn(() => Promise.reject(new Error('This refund is pending.'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const again = canvas.getByRole('button', { name: /^Ask again for the refund of ₹1,086\.00/ });
    await userEvent.click(again);
    await expect(args.onRetryRefund).toHaveBeenCalledOnce();
    await waitFor(() => expect(again).toBeEnabled());
  },
};

/** Paid online, and paid again from a second tab. */
const PAID_TWICE: ConsoleOrderRecord = {
  ...PLACED,
  status: 'paid',
  paymentMethod: 'online',
  paymentId: 'pay_Dryer000000001',
  timeline: [{ status: 'paid', at: '2026-11-21T03:46:00.000Z' }],
};

/** The second payment, given back in full. */
const SECOND_PAYMENT_REFUND: ConsoleOrderRecord['refunds'][number] = {
  id: 'refund-2',
  amount: 1086,
  status: 'failed',
  createdAt: '2026-11-21T03:50:00.000Z',
  lines: [],
  paymentId: 'pay_Second00000001',
};

/**
 * The refund of a payment the order never kept (paid twice, from two tabs) failed at the provider:
 * it gives back no units, and the record keeps which payment it gives back, so Ask again is offered
 * and asks that payment's refund again, never the order's own.
 */
export const SecondPaymentRefundFailed: Story = {
  args: {
    order: { ...PAID_TWICE, refunds: [SECOND_PAYMENT_REFUND] },
    onRetryRefund: fn(() => Promise.resolve()),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/₹1,086\.00, failed/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Ask again for the refund of ₹1,086.00 (21 Nov 2026, 9:20 am)',
      }),
    );
    await expect(args.onRetryRefund).toHaveBeenCalledWith('refund-2');
  },
};

/**
 * The same failed refund saved before the record kept its payment: the console cannot tell which
 * payment to ask, so it offers no Ask again (the operator sees to it with the provider).
 */
export const SecondPaymentRefundWithoutItsPayment: Story = {
  args: {
    order: { ...PAID_TWICE, refunds: [{ ...SECOND_PAYMENT_REFUND, paymentId: undefined }] },
    onRetryRefund: fn(() => Promise.resolve()),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/₹1,086\.00, failed/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Ask again/ })).toBeNull();
  },
};
