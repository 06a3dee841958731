import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenLoader, PageLoader, Spinner } from '@/ui/spinner';
import { desktopOnly } from '../support/visual';

const meta = {
  title: 'Components/Primitives/Spinner',
  parameters: {
    ...desktopOnly('a spinner is a fixed size (the full-screen one is centred) at any page width'),
    docs: {
      description: {
        component:
          'Loading indicators. `Spinner` is a status region with a screen-reader label (pass `label={null}` inside a control that is already `aria-busy`); `FullScreenLoader` covers the page while the route guard restores a saved session; `PageLoader` fills a screen while its code or data arrives.',
      },
    },
  },
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

/** Covers the page while it cannot be used yet (the route guard restoring a saved session). */
export const FullScreen: Story = {
  render: () => (
    <div className="h-96">
      <p className="text-neutral-800">The page underneath.</p>
      <FullScreenLoader />
    </div>
  ),
  // It covers the whole viewport: on the docs page it is shown in its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
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
