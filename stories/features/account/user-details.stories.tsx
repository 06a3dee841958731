import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserDetails } from '@/features/account/user-details';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/UserDetails',
  parameters: ownFrameInDocs(),
  component: UserDetails,
  args: {
    user: { firstName: 'Aanya', lastName: 'Sharma', email: 'aanya.sharma@glamour.test' },
    onLogout: fn(),
  },
} satisfies Meta<typeof UserDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full name and email; Logout reached with Tab and pressed with Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aanya Sharma')).toBeVisible();
    await expect(canvas.getByText('aanya.sharma@glamour.test')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A long address wraps instead of overflowing a phone screen. */
export const LongEmailOnPhone: Story = {
  args: {
    user: {
      firstName: 'Venkatanarasimharajuvaripeta',
      lastName: 'Subramanian',
      email: 'venkatanarasimharajuvaripeta.subramanian@example-long-domain.co.in',
    },
  },
  globals: { viewport: { value: 'mobile' } },
};
