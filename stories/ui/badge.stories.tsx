import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, CountBadge } from '@/ui/badge';
import { desktopOnly } from '../support/visual';

const meta = {
  parameters: desktopOnly('a badge is as wide as its text at any page width'),
  title: 'Components/Primitives/Badge',
  component: Badge,
  args: { children: 'BESTSELLER', tone: 'brand' },
  subcomponents: { CountBadge },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Makeup' } };
export const Success: Story = { args: { tone: 'success', children: 'In Stock' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Only 2 left' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Out of Stock' } };
export const Outline: Story = { args: { tone: 'outline', children: '4.5 ★' } };

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="brand">Brand</Badge>
      <Badge tone="success">Success</Badge>
      <Badge tone="warning">Warning</Badge>
      <Badge tone="danger">Danger</Badge>
      <Badge tone="outline">Outline</Badge>
    </div>
  ),
};

function NavIcon({ count, name }: { count: number; name: 'Cart' | 'Wishlist' }) {
  const Icon = name === 'Cart' ? ShoppingCart : Heart;
  return (
    <a
      href={`#${name.toLowerCase()}`}
      className="relative inline-flex size-10 items-center justify-center rounded-pill text-neutral-800 hover:bg-neutral-100"
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{name}</span>
      <CountBadge count={count} label={name === 'Cart' ? 'items in cart' : 'items in wishlist'} />
    </a>
  );
}

/** Nav icons: hidden at 0, the number up to 99, then 99+. The number is part of the link's name. */
export const CountBadges: Story = {
  render: () => (
    <div className="flex items-center gap-6 p-2">
      <NavIcon name="Cart" count={0} />
      <NavIcon name="Wishlist" count={3} />
      <NavIcon name="Cart" count={42} />
      <NavIcon name="Cart" count={150} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Cart',
      'Wishlist3 items in wishlist',
      'Cart42 items in cart',
      'Cart99+ items in cart',
    ]);
    await expect(links[0]?.querySelector('[data-slot="count-badge"]')).toBeNull();
  },
};
