import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddressLines } from '@/features/checkout/address-lines';
import { addresses } from './checkout-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Checkout/Parts/AddressLines',
  parameters: ownFrameInDocs(),
  component: AddressLines,
  args: { address: addresses[0]! },
} satisfies Meta<typeof AddressLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bengaluru, Karnataka 560001')).toBeVisible();
    await expect(canvas.getByText('Phone: 9876543210')).toBeVisible();
  },
};
