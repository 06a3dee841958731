import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/client';
import { NowProvider } from '@/features/account/now';
import { OrderCard } from '@/features/account/order-card';
import { settleImages } from '../../components/settle-images';
import { DELIVERED_ONE as DELIVERED, ORDER_ONE, ORDER_TWO, SUNSCREEN } from './account-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/OrderCard',
  parameters: ownFrameInDocs(),
  component: OrderCard,
  args: { order: ORDER_ONE },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products, one name longer than 50 characters (cut, with '...'; the full name for screen readers). */
export const TwoProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.getByText('Status:')).toHaveTextContent('Status: paid');
    await expect(canvas.getByText('pay_Nq4d8YtR2kLmZx')).toBeVisible();
    // A paid order offers neither Pay now nor Cancel.
    await expect(canvas.queryByRole('link', { name: 'Pay now' })).toBeNull();
    await expect(canvas.getByText('₹1,107.00')).toBeVisible();
    await expect(
      canvas.getByText('Dot & Key Vitamin C + E Face Sunscreen With SPF 50...'),
    ).toBeVisible();
    await expect(canvas.getByText('Qty: 2', { exact: false })).toBeVisible();
    await settleImages(canvasElement);
  },
};

export const OneProduct: Story = {
  args: { order: ORDER_TWO },
  play: async ({ canvasElement }) => settleImages(canvasElement),
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => settleImages(canvasElement),
};

const unpaid = {
  ...ORDER_ONE,
  status: 'pending',
  paymentId: null,
} as const;

/** Created, not paid yet (the payment window was closed): Pay now reopens it; Cancel gives it up. */
export const AwaitingPayment: Story = {
  args: { order: unpaid, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getByText('Status:')).toHaveTextContent('Status: awaiting payment');
    await expect(canvas.queryByText(/Payment Id/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/checkout?pay=order-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    // Cancel order asks first.
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancel this order?',
    });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalledWith('order-1');
    await settleImages(canvasElement);
  },
};

/** The last attempt failed (a declined card): it can still be paid or cancelled. */
export const PaymentFailed: Story = {
  args: { order: { ...unpaid, status: 'failed' }, onCancel: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(canvas.getByText('Status:')).toHaveTextContent('Status: payment failed');
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await settleImages(canvasElement);
  },
};

/** Cancelling: the button shows it is working. */
export const Cancelling: Story = {
  args: { order: unpaid, onCancel: fn(), cancelling: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Cancel order/ })).toBeDisabled();
    await settleImages(canvasElement);
  },
};

/** Given up: nothing more to do with it. */
export const Cancelled: Story = {
  args: { order: { ...unpaid, status: 'cancelled' }, onCancel: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pay now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await settleImages(canvasElement);
  },
};

/** Cash on Delivery: confirmed, with what to pay at delivery; nothing to pay or cancel online. */
export const CashOnDelivery: Story = {
  args: { order: { ...unpaid, status: 'placed' }, onCancel: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.getByText('Status:')).toHaveTextContent('Status: placed: pay on delivery');
    await expect(canvas.getByText('Cash on Delivery: pay ₹1,107.00 at delivery.')).toBeVisible();
    await expect(canvas.queryByText(/Payment Id/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Pay now' })).toBeNull();
    await settleImages(canvasElement);
  },
};

/** Cash on Delivery and on its way: still says what to pay at the door, as nothing is paid yet. */
export const CashOnDeliveryShipped: Story = {
  args: {
    order: {
      ...unpaid,
      status: 'shipped',
      paymentMethod: 'cod',
      paidAt: null,
      timeline: [
        { status: 'placed', at: '2026-11-20T18:30:00+05:30' },
        { status: 'shipped', at: '2026-11-21T10:00:00+05:30' },
      ],
      shipment: {
        carrier: 'Delhivery',
        trackingNumber: 'DL4455667788',
        shippedAt: '2026-11-21T10:00:00+05:30',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shipped' })).toBeVisible();
    await expect(canvas.getByText('Cash on Delivery: pay ₹1,107.00 at delivery.')).toBeVisible();
    await settleImages(canvasElement);
  },
};

/** Never paid in time: its products went back on sale; nothing to pay any more. */
export const Expired: Story = {
  args: { order: { ...unpaid, status: 'expired' }, onCancel: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order expired' })).toBeVisible();
    await expect(canvas.getByText('Status:')).toHaveTextContent('Status: expired');
    await expect(canvas.getByText(/It was not paid in time/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pay now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await settleImages(canvasElement);
  },
};

/** A payment that came too late (the products had sold out) was given back in full. */
export const Refunded: Story = {
  args: { order: { ...ORDER_ONE, status: 'refunded' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment refunded' })).toBeVisible();
    await expect(canvas.getByText('Status:')).toHaveTextContent('Status: refunded');
    await expect(
      canvas.getByText('The payment of ₹1,107.00 is refunded in full to where it came from.'),
    ).toBeVisible();
    await settleImages(canvasElement);
  },
};

const CLOSED = 'Returns for this order closed on 30 Nov 2026.';

/** A card whose clock passes the return window's end while the shopper's request is on its way. */
function ClosingWindowCard() {
  const [now, setNow] = useState(() => new Date('2026-11-30T15:29:00.000Z'));
  return (
    <NowProvider now={() => now}>
      <OrderCard
        order={DELIVERED}
        onReturn={() => {
          setNow(new Date('2026-11-30T15:31:00.000Z'));
          return Promise.reject(new ApiError('http', 409, [CLOSED]));
        }}
      />
    </NowProvider>
  );
}

/**
 * The window closes while the return dialog is open: the server's refusal shows in the dialog,
 * which stays with what was chosen and typed; closed, the button is gone and focus is on the order.
 */
export const ReturnWindowClosesWhileOpen: Story = {
  render: () => <ClosingWindowCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Return items' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Return items' }),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: SUNSCREEN.name }));
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it/ });
    await userEvent.type(reason, 'Wrong shade');
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByText(CLOSED)).toBeVisible();
    await expect(reason).toHaveValue('Wrong shade');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Delivered' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Return items' })).toBeNull();
    await settleImages(canvasElement);
  },
};
