import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@/ui/icon-button';
import { desktopOnly } from '../support/visual';

const meta = {
  parameters: desktopOnly('an icon button is a fixed square at any page width'),
  title: 'Components/Primitives/IconButton',
  component: IconButton,
  args: { label: 'Go to cart', onClick: fn(), children: <ShoppingCart aria-hidden="true" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

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
