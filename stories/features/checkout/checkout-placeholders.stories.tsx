import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutLoadError, CheckoutSkeleton } from '@/features/checkout/checkout-placeholders';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Checkout/Parts/Placeholders',
  component: CheckoutSkeleton,
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof CheckoutSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Skeleton: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your order');
  },
};

export const LoadError: Story = {
  render: () => <CheckoutLoadError message="Network Error" onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

const retry = fn();
