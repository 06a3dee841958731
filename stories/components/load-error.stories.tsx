import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from '@/components/load-error';

const meta = {
  title: 'Components/Shop parts/LoadError',
  component: LoadError,
  args: {
    title: 'Your cart could not be loaded',
    message: 'Network Error',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your cart could not be loaded',
    );
    await expect(alert).toHaveTextContent('Network Error');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
};

/** Where the block is the screen's main content (the cart, a product) it carries the page's h1. */
export const AsPageHeading: Story = {
  args: {
    headingLevel: 'h1',
    title: 'We could not load this product.',
    message: 'Check your internet connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not load this product.',
    );
  },
};
