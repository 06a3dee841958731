import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatRupees } from '@/domain/format';
import { CancelOrderDialog } from '@/features/account/cancel-order-dialog';
import { ownFrameInDocs } from '../../support/docs';
import { ORDER_ONE } from './account-fixtures';

/**
 * Cancel order, as an order card offers it until the order ships: a confirmation that says what
 * cancelling does to the money (nothing charged, or a full refund) before anything happens. Keep
 * order is the safe choice and closes it; Cancel order stays busy until the server has answered.
 */
const meta = {
  title: 'Screens/Account/Parts/CancelOrderDialog',
  component: CancelOrderDialog,
  parameters: ownFrameInDocs(360),
  args: { order: ORDER_ONE, onConfirm: fn(), defaultOpen: true },
  // The dialog renders in a portal over the page: the story root keeps room so the screenshot holds it.
  decorators: [
    (Story) => (
      <div className="min-h-[360px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const confirmation = () => body().findByRole('alertdialog', { name: 'Cancel this order?' });

/** A paid order: cancelling refunds it in full. Cancel order asks the server once. */
export const PaidOrder: Story = {
  play: async ({ args }) => {
    const dialog = within(await confirmation());
    await expect(
      dialog.getByText(`The order of ${formatRupees(ORDER_ONE.amount)} will be cancelled.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog.getByText(/refunded in full to where you paid/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** Cash on Delivery, not shipped yet: nothing was charged, so nothing is refunded. */
export const CashOnDelivery: Story = {
  args: { order: { ...ORDER_ONE, status: 'placed' } },
  play: async () => {
    const dialog = within(await confirmation());
    await expect(
      dialog.getByText(/Nothing is charged: you will not pay at delivery\./),
    ).toBeVisible();
  },
};

/**
 * Keep order closes the dialog without asking anything; focus goes back to the button that
 * opened it, and Escape closes it again from the keyboard.
 */
export const KeepOrder: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cancel order' });
    await userEvent.click(opener);
    const dialog = within(await confirmation());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep order' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await confirmation();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * The answer is on its way: both buttons are busy or off and Escape does nothing, so the shopper
 * is not left guessing whether the order was cancelled.
 */
export const Cancelling: Story = {
  args: { onConfirm: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    const dialog = within(await confirmation());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep order' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};
