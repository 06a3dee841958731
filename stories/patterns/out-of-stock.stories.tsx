import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '@/components/product-card';
import { ProductDetail } from '@/features/catalog/detail/product-detail';
import { outOfStockWax } from '../components/product-fixtures';
import { settleImages } from '../components/settle-images';
import { designParameters } from '../support/docs';
import { actionsFor, StateRow } from './pattern-support';

const inStock = { ...outOfStockWax, stock: 20, inStock: true };

/** The four places an out-of-stock product can be in, beside the same product in stock. */
const STATES = [
  { state: 'In stock', product: inStock, place: {} },
  { state: 'Out of stock', product: outOfStockWax, place: {} },
  {
    state: 'Out of stock, saved in the wishlist',
    product: outOfStockWax,
    place: { inWishlist: true },
  },
  { state: 'Out of stock, already in the cart', product: outOfStockWax, place: { inCart: true } },
] as const;

const meta = {
  title: 'Patterns/Out of stock',
  parameters: designParameters(
    {
      purpose:
        'How a product that cannot be bought right now looks and behaves, on its card and on its page. The card and the page share the rule in code (`productActions` in src/components/product-card.tsx), so they cannot drift apart.',
      rule: [
        'Say it in words: “Out of Stock” over the card’s picture and as the page’s availability badge, white on near-black or dark red on pale red (both above 4.5:1). Fading alone never says it.',
        'Add to Cart stays in its place, disabled (60 % opacity, like every disabled button), and is described by that “Out of Stock”, so a screen reader hears why.',
        'The heart saves nothing new (the shop does not keep out-of-stock products in a wishlist: docs/shop/rules.md, Wishlist) but always takes off a product already saved, on the card and on the page alike.',
        'Go to Cart stays live when the product is already in the cart: the cart is where a sold-out line is removed or moved.',
      ],
      whenToUse: [
        'Wherever a product’s actions are offered: listing, home rows, related and recently viewed products, the wishlist, the product’s page.',
      ],
      whenNotToUse: [
        'For a cart line or an order that sold out: the cart and checkout refuse it with their own message.',
        'To hide a product: out-of-stock products stay listed, findable and openable.',
      ],
      states: {
        CardAgainstStates: 'The card in stock and in each out-of-stock place, side by side.',
        ProductPageAgainstStates: 'The product’s page in each out-of-stock place.',
      },
      accessibility: {
        touchTarget:
          'Unchanged: a disabled button keeps its size (40 px on the card, 48 px on the page), so nothing moves when stock changes.',
        focusOrder:
          'A disabled Add to Cart is skipped by Tab; the link, the heart (when it can remove) and Go to Cart keep their places.',
        errors:
          'There is no error to read: the reason is said before the shopper can press, in the label and as Add to Cart’s description.',
      },
    },
    1400,
  ),
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (canvasElement: HTMLElement, state: string) =>
  within(within(canvasElement).getByRole('figure', { name: state }));

/** The rule, checked the same way on the card and on the page. */
async function expectTheRule(canvasElement: HTMLElement, heart: { add: string; remove: string }) {
  const available = cell(canvasElement, 'In stock');
  await expect(available.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(available.getByRole('button', { name: heart.add })).toBeEnabled();

  const out = cell(canvasElement, 'Out of stock');
  await expect(out.getByText('Out of Stock')).toBeVisible();
  const add = out.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/Out of Stock/);
  await expect(out.getByRole('button', { name: heart.add })).toBeDisabled();

  const saved = cell(canvasElement, 'Out of stock, saved in the wishlist');
  await expect(saved.getByRole('button', { name: heart.remove })).toBeEnabled();

  const inCart = cell(canvasElement, 'Out of stock, already in the cart');
  await expect(inCart.getByRole('button', { name: 'Go to Cart' })).toBeEnabled();
}

export const CardAgainstStates: Story = {
  render: () => (
    <StateRow
      heading="Product card"
      cells={STATES.map(({ state, product, place }) => ({
        state,
        node: (
          <div className="w-56">
            <ProductCard {...actionsFor(product, place)} />
          </div>
        ),
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectTheRule(canvasElement, { add: 'Add to wishlist', remove: 'Remove from wishlist' });
  },
};

export const ProductPageAgainstStates: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {STATES.map(({ state, product, place }) => (
        <StateRow
          key={state}
          heading={`Product page: ${state.toLowerCase()}`}
          wide
          cells={[{ state, node: <ProductDetail {...actionsFor(product, place)} /> }]}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTheRule(canvasElement, { add: 'Add to Wishlist', remove: 'Remove from Wishlist' });
  },
};
