import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountTabs } from '@/features/account/account-tabs';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/AccountTabs',
  parameters: ownFrameInDocs(),
  component: AccountTabs,
  args: {
    value: 'userDetails',
    onValueChange: fn(),
    children: <p className="text-neutral-700">The open tab&apos;s content.</p>,
  },
} satisfies Meta<typeof AccountTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move between tabs without opening them; Enter opens the focused one. */
export const UserDetailsOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByRole('tab', { name: 'User Details' });
    await expect(user).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent("The open tab's content.");
    await userEvent.tab();
    await expect(user).toHaveFocus();
    // Radix moves focus a tick after the arrow key.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Address Details' })).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('orderHistory');
  },
};

export const OrderHistoryOpen: Story = {
  args: { value: 'orderHistory' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'User Details' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('userDetails');
  },
};

export const OnPhone: Story = {
  args: { value: 'addressDetails' },
  globals: { viewport: { value: 'mobile' } },
};
