import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '@/components/product-card';
import { seedProducts } from '../components/product-fixtures';
import { settleImages } from '../components/settle-images';
import { designParameters } from '../support/docs';
import { actionsFor, StateRow } from './pattern-support';

function named(name: string) {
  const product = seedProducts.find((p) => p.name === name);
  if (!product) throw new Error(`No seed product named ${name}`);
  return product;
}

const SHORT = named('Philips Hair Dryer (HP8120/00)');
const WITH_CODE = named('Philips Heated Straightening Brush (BHH880/10)');
const LONGEST = named(
  'Dot & Key Vitamin C + E Super Bright Moisturizer For Glowing Skin-Fades Pigmentation & Dark Spots',
);

/** The card's widths: a phone's two-column grid, and a desktop's four columns. */
const WIDTHS = [
  { label: 'phone grid (165 px)', className: 'w-[165px]' },
  { label: 'desktop grid (256 px)', className: 'w-64' },
] as const;

const NAMES = [
  { label: 'Short name', product: SHORT },
  { label: 'Model code at the end', product: WITH_CODE },
  { label: 'Longest in the catalogue', product: LONGEST },
] as const;

const meta = {
  title: 'Patterns/Long names',
  parameters: designParameters(
    {
      purpose:
        'How a product’s name fits a card. Names run from 20 to almost 100 characters, and many end in a model or shade code a shopper compares, like “(BHH880/10)” or “- NC42”.',
      rule: [
        'Never cut a name after a count of characters: the card shows up to three lines of it, and only a name longer than three lines ends in an ellipsis.',
        'A model code in brackets at the end is kept in one piece: it moves to the next line whole rather than being split or cut.',
        'Every card keeps three lines for the name, so a row of cards lines up whatever the names.',
        'The full name is always the card link’s accessible name and its tooltip; the product’s page shows it whole.',
        'The rule lives in `nameParts` and the name’s classes in src/components/product-card.tsx.',
      ],
      whenToUse: ['Every product card: listing, home rows, related and recently viewed, wishlist.'],
      whenNotToUse: [
        'Cart lines, order cards and the checkout summary: their own rows have room for 50 characters and a link to the whole name.',
        'The product’s page: the name is its heading and is never shortened.',
      ],
      states: {
        NamesAgainstWidths:
          'Short, coded and longest names at a phone’s and a desktop’s card width.',
      },
      accessibility: {
        touchTarget: 'The whole card opens the product, whatever the name’s length.',
        focusOrder: 'Unchanged: the name’s link, the heart, the cart button.',
        errors:
          'Nothing is hidden from a screen reader: the accessible name is the whole name even when the picture ends in an ellipsis.',
      },
    },
    1200,
  ),
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAgainstWidths: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {WIDTHS.map((width) => (
        <StateRow
          key={width.label}
          heading={`Card on a ${width.label}`}
          cells={NAMES.map(({ label, product }) => ({
            state: `${label}, ${width.label}`,
            node: (
              <div className={width.className}>
                <ProductCard {...actionsFor(product)} />
              </div>
            ),
          }))}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const width of WIDTHS) {
      for (const { label, product } of NAMES) {
        const card = within(canvas.getByRole('figure', { name: `${label}, ${width.label}` }));
        // The whole name, for a screen reader and as the tooltip.
        await expect(card.getByRole('link', { name: product.name })).toBeVisible();
        await expect(card.getByRole('heading', { name: product.name })).toHaveAttribute(
          'title',
          product.name,
        );
      }
      // The model code is drawn whole, inside the name's three lines.
      const coded = canvas.getByRole('figure', { name: `Model code at the end, ${width.label}` });
      const code = within(coded).getByText('(BHH880/10)');
      const box = code.parentElement?.getBoundingClientRect();
      const drawn = code.getBoundingClientRect();
      await expect(box).toBeDefined();
      await expect(drawn.bottom).toBeLessThanOrEqual((box?.bottom ?? 0) + 0.5);
      await expect(drawn.right).toBeLessThanOrEqual((box?.right ?? 0) + 0.5);
    }
  },
};
