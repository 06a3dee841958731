import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  parameters: {
    ...desktopOnly(
      'a button is as wide as its label (Full Width fills its own box) at any page width',
    ),
    ...usageParameters({
      purpose:
        'Starts an action on this page: adds to the cart, places the order, saves a form, opens a dialog. Choose the variant by how important the action is, not by the colour you want.',
      whenToUse: [
        '**Primary**: the one main action of a view or dialog (Add to Cart, Place Order, Save). At most one per view, or one per repeated card.',
        '**Secondary**: an action beside the primary one, or the main action where a primary would shout (Go to Cart, Try again).',
        '**Ghost**: a quiet way out that must not compete (Cancel in a dialog, a toolbar action).',
        '**Danger**: the confirming button of something that cannot be undone (Delete in the confirm dialog), never the button that opens that dialog.',
        '**Link**: an action inside running text or a small reset (Clear, Change).',
        'Sizes: md everywhere; sm in dense rows (filters, inline retries); lg for the last step of checkout on a phone.',
      ],
      whenNotToUse: [
        'To go to another page: use a link (`asChild` with a router Link keeps the look and stays a link).',
        'For an action shown only as an icon: use IconButton, which requires a label.',
        'Two primaries side by side: the shopper cannot tell which one moves them on.',
        'Danger for a reversible action (Remove From Cart is undone by adding again: secondary or ghost).',
      ],
      states: [
        'Rest, hover, pressed, keyboard focus (see Interaction states).',
        '**Loading**: a spinner before the label, busy and disabled so a second press cannot send twice.',
        '**Disabled**: 60% opacity, skipped by Tab. Prefer a message saying why over a silently disabled button.',
        'Full width (forms and sheets on a phone), with an icon (the icon comes first, 16 px).',
      ],
      accessibility: [
        'Touch target: md is 40 px high, lg 48 px; sm (32 px) only where neighbours are at least 8 px away.',
        'Focus: a 2 px brand-700 ring, 2 px away from the edge; Tab order follows the reading order, so put the primary last in a dialog footer only if it is also last visually.',
        'The label says what happens ("Place Order", not "OK"); an icon beside it is decorative.',
        'Loading keeps the label, so a screen reader still says which button is busy.',
      ],
    }),
  },
  title: 'Components/Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    ...hiddenArgs('children', 'className', 'onClick', 'asChild', 'type'),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every choice in the Controls panel: variant, size, loading, disabled, full width. */
export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false },
};

/** One primary per view; the other actions step down to secondary or ghost. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'One primary action; the way out is a ghost button.',
        example: (
          <>
            <Button variant="ghost">Cancel</Button>
            <Button>Place Order</Button>
          </>
        ),
      }}
      bad={{
        caption: 'Two primaries compete: which one moves the shopper on?',
        example: (
          <>
            <Button>Cancel</Button>
            <Button>Place Order</Button>
          </>
        ),
      }}
    />
  ),
};

/** Tab focuses it (a visible ring), Enter and Space press it. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Go to Cart' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const LinkVariant: Story = {
  name: 'Link',
  args: { variant: 'link', children: 'Clear' },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <ShoppingCart aria-hidden="true" />
        Add to Cart
      </>
    ),
  },
};

/** Busy: a spinner, aria-busy, disabled, so a second press cannot send twice. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingSecondary: Story = {
  args: { loading: true, variant: 'secondary', children: 'Saving' },
};

/** Disabled buttons are skipped by Tab and ignore clicks. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Place Order' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
};

/** asChild: a router Link that looks like a button; Enter follows it. */
export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary' },
  render: (args) => (
    <Button {...args}>
      <Link to="/cart">Go to Cart</Link>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to Cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
