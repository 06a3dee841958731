import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { ProductDetailScreen } from '@/features/catalog/detail/product-detail-screen';
import { ReviewsSection } from '@/features/reviews/reviews-section';
import { RECENTLY_VIEWED_KEY } from '@/features/catalog/detail/use-recently-viewed';
import { faceWash, lipstick, outOfStockWax } from '../../../components/product-fixtures';
import { settleImages } from '../../../components/settle-images';
import { mswParameters } from '../../../support/msw';
import { signedIn } from '../../../support/session';
import { screenParameters } from '../../../support/screen-docs';
import { withStock } from '../../../support/stock';

const at = (id: string) => ({ path: `/products/${id}`, pattern: '/products/:productId' });

/**
 * Waits for the related products' cards: they arrive by a request of their own, after the product,
 * and a story's picture is taken when its play ends (without this, once in a while, before them).
 */
async function relatedShown(canvasElement: HTMLElement): Promise<void> {
  const related = await within(canvasElement).findByRole('region', { name: 'Related products' });
  await expect(await within(related).findAllByRole('article')).not.toHaveLength(0);
}

const meta = {
  title: 'Screens/Product detail',
  component: ProductDetailScreen,
  parameters: {
    layout: 'fullscreen',
    route: at(lipstick.id),
    ...screenParameters('Screens/Product detail'),
  },
  // Each story starts with no history of views, so what it shows is its own.
  beforeEach: () => {
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
  },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ProductDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRelated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(lipstick.name);
    const related = await canvas.findByRole('region', { name: 'Related products' });
    // Another lipstick comes first (same type), then more Makeup.
    await expect(within(related).getAllByRole('article')[0]).toHaveAccessibleName(
      'M.A.C Powder Kiss Lipstick - Marrakesh-mere',
    );
    await expect(canvas.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  },
};

/**
 * The page with its reviews, as the app composes it: a shopper's review moves the product's rating
 * at the top of the page too (one more rating), not only the reviews' own summary.
 */
export const AReviewMovesTheRating: Story = {
  args: {
    reviews: (product) => <ReviewsSection productId={product.id} productName={product.name} />,
  },
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const heading = await canvas.findByRole('heading', { level: 1 });
    const header = heading.parentElement?.parentElement ?? canvasElement;
    const ratings = () => within(header).getByText(/^[\d,]+ ratings?$/).textContent ?? '';
    const before = Number(ratings().replace(/\D/g, ''));
    const writeButton = await canvas.findByRole('button', { name: 'Write a review' });
    // It waits for the shopper's own review (none yet) to be known.
    await waitFor(() => expect(writeButton).toBeEnabled());
    await userEvent.click(writeButton);
    const dialog = await page.findByRole('dialog', { name: 'Write a review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'My everyday red');
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Stays on through lunch.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(ratings()).toBe(`${(before + 1).toLocaleString('en-IN')} ratings`));
    await relatedShown(canvasElement);
  },
};

export const RecentlyViewed: Story = {
  beforeEach: () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([faceWash.id, lipstick.id]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = await canvas.findByRole('region', { name: 'Recently viewed' });
    // The product on screen is left out.
    await expect(within(recent).getAllByRole('article')).toHaveLength(1);
    await expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      lipstick.id,
      faceWash.id,
    ]);
    await relatedShown(canvasElement);
  },
};

export const OutOfStock: Story = {
  parameters: { route: at(outOfStockWax.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Out of Stock')).toBeVisible();
    // The first Add to Cart is the product's own; the related cards follow.
    await expect(canvas.getAllByRole('button', { name: 'Add to Cart' })[0]).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add to Wishlist' })).toBeDisabled();
    await relatedShown(canvasElement);
  },
};

/** Three left: 'Only 3 left' beside 'In Stock', from the product's stock in the API. */
export const FewLeft: Story = {
  loaders: [withStock({ [lipstick.id]: 3 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByText('In Stock')).toBeVisible();
    await relatedShown(canvasElement);
  },
};

export const SignedInInCart: Story = {
  loaders: [signedIn({ cart: [lipstick.id] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Wishlist' }));
    await expect(await canvas.findByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
    await relatedShown(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: { route: at('no-such-product') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not find that product.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
    // A mistyped id is never remembered as viewed.
    await expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    // Named as the server names an unknown product's page, not after the page before.
    await expect(document.title).toBe('Page not found | Glamour');
  },
};

/**
 * An id the API refuses before looking (over 200 characters, or blank): no product has it, so it is
 * the same not-found message, not a connection error whose Try again can never work.
 */
export const MalformedId: Story = {
  parameters: { route: at('x'.repeat(201)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not find that product.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(document.title).toBe('Page not found | Glamour');
  },
};

export const Loading: Story = {
  parameters: mswParameters({ products: scenarios.products.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading product');
  },
};

export const LoadFailed: Story = {
  parameters: mswParameters({ products: scenarios.products.failing }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load this product.' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await relatedShown(canvasElement);
  },
};
