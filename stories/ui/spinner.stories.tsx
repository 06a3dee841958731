import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenLoader, PageLoader, Spinner } from '@/ui/spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  subcomponents: { FullScreenLoader, PageLoader },
  args: { className: 'text-brand-700' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status region named 'Loading' for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" label="Loading small" />
      <Spinner {...args} size="md" label="Loading medium" />
      <Spinner {...args} size="lg" label="Loading large" />
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { label: 'Loading products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products');
  },
};

/** Covers the page while the global loading flag is set. */
export const FullScreen: Story = {
  render: () => (
    <div className="h-96">
      <p className="text-neutral-800">The page underneath.</p>
      <FullScreenLoader />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Page: Story = {
  render: () => <PageLoader />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page');
  },
};
