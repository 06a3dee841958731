import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/client';
import { refundForReturn } from '@/api/orders';
import { formatRupees } from '@/domain/format';
import { ReturnOrderDialog } from '@/features/account/return-order-dialog';
import { RETURN_MESSAGES } from '@/features/account/return-schema';
import { ownFrameInDocs } from '../../support/docs';
import { DELIVERED_ONE as DELIVERED, FACE_WASH, SUNSCREEN } from './account-fixtures';

/**
 * Return items, as a delivered order offers it until its return window closes: the shopper picks
 * the products and how many units of each go back, says why, and sees the refund (the items, less
 * the coupon's share) before confirming. What was typed is kept when the server refuses.
 */
const meta = {
  title: 'Screens/Account/Parts/ReturnOrderDialog',
  component: ReturnOrderDialog,
  parameters: ownFrameInDocs(760),
  args: {
    order: DELIVERED,
    until: DELIVERED.returnBy ?? '',
    onConfirm: fn(() => Promise.resolve()),
    defaultOpen: true,
  },
  // The dialog renders in a portal over the page: the story root keeps room so the screenshot holds it.
  decorators: [
    (Story) => (
      <div className="min-h-[760px] p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReturnOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const returnDialog = () => body().findByRole('dialog', { name: 'Return items' });

/** Nothing chosen yet: the refund waits for a choice, and the window's last day is named. */
export const NothingChosen: Story = {
  play: async () => {
    const dialog = within(await returnDialog());
    await expect(dialog.getByText(/Returns for this order close on 30 Nov 2026\./)).toBeVisible();
    await expect(
      dialog.getByText('Choose the products to send back to see your refund.'),
    ).toBeVisible();
  },
};

/**
 * One unit of the face wash (two were bought) goes back: the refund shows the coupon's share taken
 * off, and Request return sends exactly the chosen line, its quantity and the reason.
 */
export const OneUnitBack: Story = {
  play: async ({ args }) => {
    const dialog = within(await returnDialog());
    await userEvent.click(dialog.getByRole('checkbox', { name: FACE_WASH.name }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: `Quantity of ${FACE_WASH.name} to return` }),
      '1',
    );
    const refund = refundForReturn(DELIVERED, [{ productId: FACE_WASH.id, qty: 1 }]);
    const preview = within(dialog.getByRole('region', { name: 'Your refund' }));
    await expect(preview.getByText('You get back').parentElement).toHaveTextContent(
      `You get back${formatRupees(refund.amount)}`,
    );
    // The coupon's share is taken off the refund when the order had a coupon.
    await expect(preview.queryByText("The coupon's share") !== null).toBe(refund.couponShare > 0);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Why are you returning it/ }),
      'Too dry',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      lines: [{ productId: FACE_WASH.id, qty: 1 }],
      reason: 'Too dry',
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Sent with nothing chosen and no reason: both are asked for, and nothing is sent. */
export const Incomplete: Story = {
  play: async ({ args }) => {
    const dialog = within(await returnDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByText(RETURN_MESSAGES.noLines)).toBeVisible();
    await expect(dialog.getByText(RETURN_MESSAGES.reason)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses (the window closed while the dialog was open): its message shows in the
 * dialog, which stays open with the choice and the reason as they were.
 */
export const Refused: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject(new ApiError('http', 409, ['Returns for this order closed on 30 Nov 2026.'])),
    ),
  },
  play: async () => {
    const dialog = within(await returnDialog());
    await userEvent.click(dialog.getByRole('checkbox', { name: SUNSCREEN.name }));
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it/ });
    await userEvent.type(reason, 'Wrong shade');
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(
      await dialog.findByText('Returns for this order closed on 30 Nov 2026.'),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: SUNSCREEN.name })).toBeChecked();
    await expect(reason).toHaveValue('Wrong shade');
  },
};

/** The sunscreen was already refunded: it cannot be chosen again, and says why. */
export const PartlyRefunded: Story = {
  args: {
    order: {
      ...DELIVERED,
      status: 'partially_refunded',
      refunds: [
        {
          id: 'refund-1',
          providerRefundId: 'rfnd_Nt1',
          amount: 380,
          status: 'processed',
          reason: 'Wrong shade',
          createdAt: '2026-11-25T10:00:00.000Z',
          lines: [{ productId: SUNSCREEN.id, qty: 1 }],
        },
      ],
    },
  },
  play: async () => {
    const dialog = within(await returnDialog());
    await expect(dialog.getByRole('checkbox', { name: SUNSCREEN.name })).toBeDisabled();
    await expect(dialog.getByText(/already refunded/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: FACE_WASH.name })).toBeEnabled();
  },
};
