import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { FullScreenLoader, PageLoader, Spinner } from '@/ui/spinner';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/Spinner',
  parameters: {
    ...desktopOnly('a spinner is a fixed size (the full-screen one is centred) at any page width'),
    ...usageParameters({
      purpose:
        'Says something is on its way when its shape is not known. Spinner is the small turning ring; PageLoader fills a screen while its code or data arrives; FullScreenLoader covers the page while a saved session is restored.',
      whenToUse: [
        'A whole screen whose layout depends on the data: PageLoader.',
        'The short moment a saved session is checked, before anything can be used: FullScreenLoader.',
        'Inside a button: the Button’s `loading` draws it (with `label={null}`, the button says it is busy).',
      ],
      whenNotToUse: [
        'Where the shape is known (a card grid, a list): Skeleton, so nothing jumps.',
        'For more than a few seconds without words: say what is happening ("Placing your order…").',
      ],
      states: ['sm, md, lg', 'A custom label', 'Page', 'Full screen'],
      accessibility: [
        'A spinner is a status region: a screen reader says its label ("Loading") once; give a better one where you can ("Loading your orders").',
        'The turning stops under "reduce motion"; the ring stays visible.',
        'Brand-700 on white, 3:1 or more, as every icon.',
      ],
    }),
  },
  component: Spinner,
  subcomponents: { FullScreenLoader, PageLoader },
  args: { className: 'text-brand-700' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    label: { control: 'text' },
    ...hiddenArgs('className'),
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Size and the words a screen reader says. */
export const Playground: Story = { args: { size: 'md', label: 'Loading your orders' } };

/** A spinner for an unknown shape; a skeleton for a known one. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'The button that was pressed shows that it is busy.',
        example: <Button loading>Place Order</Button>,
      }}
      bad={{
        caption: 'A spinner where a card will be: the grid jumps when the cards arrive.',
        example: (
          <div className="flex h-40 w-32 items-center justify-center rounded-lg border border-neutral-200">
            <Spinner className="text-brand-700" label="Loading products" />
          </div>
        ),
      }}
    />
  ),
};

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
