import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@/ui/icon-button';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  parameters: {
    ...desktopOnly('an icon button is a fixed square at any page width'),
    ...usageParameters({
      purpose:
        'A round button that shows only an icon: the header’s cart and wishlist, the card’s heart, a close ×. Its `label` is required and is what a screen reader says.',
      whenToUse: [
        'An action whose icon everyone knows (heart, cart, ×, search) where a word does not fit.',
        '**Ghost** in the header and toolbars; **solid** on top of a picture (the card’s heart, with a shadow to lift it off any photo); **brand** for a main action in a compact place.',
        '`pressed` for a toggle (the heart): it fills the icon and says "pressed" to a screen reader.',
      ],
      whenNotToUse: [
        'When a word is clearer than an icon (Apply, Place Order): use Button, with the icon beside the word if it helps.',
        'For an icon that is only decoration: use the icon with `aria-hidden`.',
      ],
      states: [
        'Ghost, solid, brand',
        'Sizes sm 32 px, md 40 px, lg 48 px',
        'Pressed (a toggle)',
        'Disabled',
        'As a link',
      ],
      accessibility: [
        'Touch target: md (40 px) by default; sm (32 px) only on a card corner or in a dense row, with 8 px around it.',
        'The label is the action, not the icon ("Add to wishlist", not "Heart"); a toggle keeps one label and reports pressed, or changes its label as the heart does ("Remove from wishlist").',
        'Focus ring as every control: 2 px brand-700, 2 px off the edge.',
      ],
    }),
  },
  title: 'Components/Primitives/IconButton',
  component: IconButton,
  args: { label: 'Go to cart', onClick: fn(), children: <ShoppingCart aria-hidden="true" /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'solid', 'brand'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    ...hiddenArgs('children', 'className', 'onClick', 'asChild', 'type'),
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variant, size, pressed and disabled; the label is what a screen reader says. */
export const Playground: Story = {
  args: { variant: 'ghost', size: 'md', pressed: false, disabled: false, label: 'Go to cart' },
};

/** The label names the action; an icon alone is for the icons everyone knows. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'A known icon, labelled by its action ("Add to wishlist").',
        example: (
          <IconButton variant="solid" label="Add to wishlist">
            <Heart aria-hidden="true" />
          </IconButton>
        ),
      }}
      bad={{
        caption: 'An action nobody can guess from an icon: write the word on a Button.',
        example: (
          <IconButton variant="brand" label="Apply coupon">
            <X aria-hidden="true" />
          </IconButton>
        ),
      }}
    />
  ),
};

/** The label is the accessible name; Enter and Space press it. */
export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go to cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Solid: Story = { args: { variant: 'solid' } };

export const Brand: Story = { args: { variant: 'brand' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" label="Close small">
        <X aria-hidden="true" />
      </IconButton>
      <IconButton {...args} size="md" label="Close medium">
        <X aria-hidden="true" />
      </IconButton>
      <IconButton {...args} size="lg" label="Close large">
        <X aria-hidden="true" />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function WishlistHeart({ variant }: { variant?: 'ghost' | 'solid' }) {
  const [inWishlist, setInWishlist] = useState(false);
  return (
    <IconButton
      variant={variant}
      label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
      pressed={inWishlist}
      onClick={() => setInWishlist((value) => !value)}
    >
      <Heart aria-hidden="true" />
    </IconButton>
  );
}

/** A toggle (the wishlist heart): aria-pressed says whether it is on; Space flips it. */
export const PressedToggle: Story = {
  render: () => (
    <div className="flex gap-3 rounded-md bg-neutral-100 p-3">
      <WishlistHeart />
      <WishlistHeart variant="solid" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [heart] = canvas.getAllByRole('button', { name: 'Add to wishlist' });
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from wishlist');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('button', { name: 'Remove from wishlist' })).toHaveLength(2);
  },
};

export const AsLink: Story = {
  args: { asChild: true, label: 'Cart', children: undefined },
  render: (args) => (
    <IconButton {...args}>
      <a href="#cart">
        <ShoppingCart aria-hidden="true" />
      </a>
    </IconButton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart' })).toHaveAttribute(
      'href',
      '#cart',
    );
  },
};
