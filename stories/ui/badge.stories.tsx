import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, CountBadge } from '@/ui/badge';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  parameters: {
    ...desktopOnly('a badge is as wide as its text at any page width'),
    ...usageParameters({
      purpose:
        'A short status label that is read, not pressed: BESTSELLER on a card, an order’s state. CountBadge is the number on a header icon (the cart’s items).',
      whenToUse: [
        '**Brand**: a merchandising mark (BESTSELLER). **Success / warning / danger**: a state with that meaning (Delivered, Only 2 left, Out of Stock). **Neutral / outline**: a plain category or a count.',
        'One or two words, in the casing of the text it labels (BESTSELLER is written in capitals by the shop’s own text).',
        'CountBadge on the cart and wishlist icons: it hides at 0 and shows 99+ past 99.',
      ],
      whenNotToUse: [
        'For something the shopper can press or remove: use Chip (removable) or Button.',
        'For a sentence or a message: use text, a toast or an inline message.',
        'Several badges on one card: one mark says more than three.',
      ],
      states: ['Six tones', 'CountBadge: hidden at 0, the number, 99+'],
      accessibility: [
        'A badge is text: it is read where it sits, so its words must make sense without its colour (never a coloured dot alone).',
        'Every tone’s text meets 4.5:1 on its background (Foundations, Colour).',
        'CountBadge takes a `label` ("items in cart") read after the number; the icon button it sits on keeps its own name.',
      ],
    }),
  },
  title: 'Components/Primitives/Badge',
  component: Badge,
  args: { children: 'BESTSELLER', tone: 'brand' },
  subcomponents: { CountBadge },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'brand', 'success', 'warning', 'danger', 'outline'],
    },
    children: { control: 'text' },
    ...hiddenArgs('className'),
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a tone and write the words. */
export const Playground: Story = { args: { tone: 'success', children: 'In Stock' } };

/** A badge's words carry its meaning; the colour only repeats it. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'The state in words, the tone repeating it.',
        example: (
          <>
            <Badge tone="danger">Out of Stock</Badge>
            <Badge tone="success">In Stock</Badge>
          </>
        ),
      }}
      bad={{
        caption: 'Three marks on one card: none of them stands out any more.',
        example: (
          <>
            <Badge tone="brand">BESTSELLER</Badge>
            <Badge tone="warning">HOT</Badge>
            <Badge tone="success">NEW</Badge>
          </>
        ),
      }}
    />
  ),
};

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
