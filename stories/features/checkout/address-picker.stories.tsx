import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressPicker } from '@/features/checkout/address-picker';
import { addresses } from './checkout-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Checkout/Parts/AddressPicker',
  parameters: ownFrameInDocs(),
  component: AddressPicker,
  args: { addresses, selectedId: 'addr-1', onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen address is checked; arrow keys choose another, a click does too. */
export const TwoAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Select Address' });
    const [first, second] = within(group).getAllByRole('radio');
    await expect(first).toBeChecked();
    first!.focus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('addr-2'));
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.click(canvas.getByText('Rohan Mehta'));
    await expect(second).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Add new Address' })).toHaveAttribute(
      'href',
      '/account-details/addressDetails?add=checkout',
    );
  },
};

export const NoAddress: Story = {
  args: { addresses: [], selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No address added yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { addresses: undefined, selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your addresses',
    );
  },
};

export const Failed: Story = {
  args: { addresses: undefined, selectedId: null, failed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
