import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponPanel } from '@/features/cart/coupon-panel';
import { cartAboveThousand, coupons, FIRST200, FIRSTGLAM, linesOf } from './cart-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Cart/Parts/CouponPanel',
  parameters: ownFrameInDocs(),
  component: CouponPanel,
  args: {
    applied: null,
    coupons,
    lines: linesOf(cartAboveThousand),
    onApply: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="min-h-[560px] max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Have a coupon?' with Apply: Apply opens the dialog, choosing applies and closes it. */
export const NoCoupon: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Have a coupon?')).toBeVisible();
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Apply Coupon' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'FIRSTGLAM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(FIRSTGLAM);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    // Focus goes back to where it was.
    await expect(apply).toHaveFocus();
  },
};

/** FIRST200 applied: shown with an × labelled 'Remove coupon'. */
export const Applied: Story = {
  args: { applied: FIRST200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('FIRST200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
  },
};

/** Cancel closes the dialog without applying anything. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Apply Coupon' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
