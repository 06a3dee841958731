import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CouponDialog } from '@/features/cart/coupon-dialog';
import {
  cartAboveThousand,
  cartBelowThousand,
  cartRecord,
  coupons,
  FACE_WASH,
  FIRST200,
  FIRSTGLAM,
  linesOf,
} from './cart-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Cart/Parts/CouponDialog',
  parameters: ownFrameInDocs(),
  component: CouponDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    coupons,
    lines: linesOf(cartAboveThousand),
    applied: null,
    onApply: fn(),
  },
  // The dialog renders in a portal over the page: give the story root room so the screenshot holds it.
  decorators: [
    (Story) => (
      <div className="min-h-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Order amount 1,154 (> 1000): both coupons can be chosen; keyboard picks FIRST200 and applies it. */
export const Eligible: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    const canvas = within(dialog);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'FIRST200' })).toBeEnabled();
    await expect(canvas.queryByText('(Order amount is not more than ₹1000)')).toBeNull();
    // Focus starts inside the dialog; Tab reaches the radio group, arrows choose.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    canvas.getByRole('radio', { name: 'FIRSTGLAM' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'FIRSTGLAM' })).toBeChecked();
    // The arrow key moves the choice to the next radio.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'FIRST200' })).toBeChecked();
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith(FIRST200);
  },
};

/** Order amount 613: FIRST200 is disabled with its hint, and Apply stays off for it. */
export const Ineligible: Story = {
  args: { lines: linesOf(cartBelowThousand) },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    const canvas = within(dialog);
    const first200 = canvas.getByRole('radio', { name: 'FIRST200' });
    await expect(first200).toBeDisabled();
    await expect(canvas.getByText('(Order amount is not more than ₹1000)')).toBeVisible();
    await expect(first200).toHaveAccessibleDescription(/\(Order amount is not more than ₹1000\)/);
    await userEvent.click(first200, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'FIRSTGLAM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(FIRSTGLAM);
  },
};

/**
 * FIRSTGLAM applied and preselected. Three face washes come to 1,024; counting FIRSTGLAM's 10 the
 * order amount is 1,014, still above 1000, so FIRST200 may replace it.
 */
export const Applied: Story = {
  args: { applied: FIRSTGLAM, lines: linesOf([cartRecord(FACE_WASH, 3)]) },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    const canvas = within(dialog);
    await expect(canvas.getByRole('radio', { name: 'FIRSTGLAM' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The boundary: an order amount of exactly ₹1000 (1,100 + 10 − 110) is not "more than ₹1000". */
export const ExactlyOneThousand: Story = {
  args: { lines: [{ price: 990, originalPrice: 1100, qty: 1 }] },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    await expect(within(dialog).getByRole('radio', { name: 'FIRST200' })).toBeDisabled();
    await expect(within(dialog).getByText('(Order amount is not more than ₹1000)')).toBeVisible();
  },
};

/**
 * An account that has bought before: both offers are for a first purchase, so each is shown with
 * '(For your first purchase only)' and cannot be chosen (the server would refuse it at Place Order).
 */
export const ReturningShopper: Story = {
  args: { hasPurchase: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    const canvas = within(dialog);
    for (const name of ['FIRSTGLAM', 'FIRST200']) {
      const radio = canvas.getByRole('radio', { name });
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAccessibleDescription(/\(For your first purchase only\)/);
    }
    await expect(canvas.queryByText('(Order amount is not more than ₹1000)')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const LoadingCoupons: Story = {
  args: { coupons: undefined },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading coupons');
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const CouponsFailed: Story = {
  args: { coupons: undefined, failed: true, onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Apply Coupon' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The coupons could not be loaded.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
