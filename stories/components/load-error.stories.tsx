import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InlineLoadError, LoadError } from '@/components/load-error';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/LoadError',
  component: LoadError,
  args: {
    title: 'Your cart could not be loaded',
    message: 'Network Error',
    onRetry: fn(),
  },
  subcomponents: { InlineLoadError },
  parameters: usageParameters({
    purpose:
      'Data that could not be loaded: what failed, the reason and Try again. The one look of every load failure in the shop (a screen, a tab’s list, a product). InlineLoadError is the same in one line, inside a panel or dialog that stays open.',
    whenToUse: [
      'A query failed (the connection, the server): the title says what is missing ("Your cart could not be loaded"), the message says why.',
      '`retrying` while the new attempt is on its way: the button is busy and cannot be pressed twice.',
      'InlineLoadError inside the coupon list or the address picker.',
    ],
    whenNotToUse: [
      'For an action that failed (Add to Cart): a toast, the page stays as it was.',
      'For a form field: the Field’s error.',
      'For a part of the page that crashed while drawing: RegionBoundary.',
    ],
    states: ['Default', 'Retrying', 'As the page’s heading (h1)', 'Inline'],
    accessibility: [
      'It is announced when it appears (`role="alert"`), title first.',
      'The danger colour is on the icon only; the words say it failed, so it reads without colour.',
      'Try again is a 40 px secondary button; focus stays where it was until the shopper moves to it.',
    ],
  }),
  argTypes: {
    headingLevel: { control: 'inline-radio', options: ['h1', 'h2', 'h3'] },
    ...hiddenArgs('onRetry', 'className'),
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the reason, retrying and the heading level. */
export const Playground: Story = {
  args: {
    title: 'Your orders could not be loaded',
    message: 'Network Error',
    retrying: false,
    headingLevel: 'h2',
  },
};

/** Say what could not be loaded and offer Try again. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  parameters: { visual: { widths: [1280], reason: 'a drawing of two blocks, read on a desktop' } },
  render: () => (
    <DoDont
      good={{
        caption: 'In a panel that stays open: one line and Try again.',
        example: (
          <InlineLoadError message="The coupons could not be loaded." onRetry={() => undefined} />
        ),
      }}
      bad={{
        caption: 'An empty list instead of the failure: the shopper thinks there are no coupons.',
        example: <p className="text-sm text-neutral-600">No coupons available.</p>,
      }}
    />
  ),
};

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
