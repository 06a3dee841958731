import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { Heart, PackageOpen, ShoppingCart } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { EmptyState } from '@/components/empty-state';
import { InlineLoadError, LoadError } from '@/components/load-error';
import { ProductCardSkeleton } from '@/components/product-card';
import { CartSkeleton } from '@/features/cart/cart-skeleton';
import { ProductDetailSkeleton } from '@/features/catalog/detail/product-detail';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { designParameters } from '../support/docs';
import { StateRow } from './pattern-support';

/**
 * Three patterns every screen that waits for data shares: how it looks while the data comes, when
 * there is none, and when it could not be had. Each page shows the pattern across the shop's
 * screens, side by side; the screens' own stories show each in place.
 */
const meta = {
  title: 'Patterns/Loading, empty and errors',
  parameters: designParameters(
    {
      purpose:
        'What a screen shows before its data arrives, when there is none, and when it cannot be loaded. One look for each across the shop, so a shopper learns it once.',
      rule: [
        'Loading: a skeleton in the shape of what is coming (cards, cart lines, the product’s page), never a full-screen spinner; the real content replaces it without moving anything. It is announced once as a status (“Loading your cart”). An action that waits keeps its button in place with a spinner inside.',
        'Turning a page or changing a filter keeps what is on screen, dimmed, until the new answer arrives.',
        'Empty: a heading that says what is empty in the shop’s words (“Your Cart is Empty!”), one sentence, and one way on (Shop Now). Never an empty white area.',
        'Errors: the same block for every load that failed: what could not be loaded, the reason, and Try again. A part of a page (the addresses in checkout) uses the one-line form. Refusals of an action (a coupon, a payment) are toasts; a field’s mistake is written under the field.',
      ],
      whenToUse: [
        'Every screen or part that loads data: listing, product, cart, wishlist, checkout, account tabs.',
      ],
      whenNotToUse: [
        'For a whole page that cannot be drawn: that is the error screen (Screens/Route error).',
        'For an action the server refused: a toast, as the screens’ stories show.',
      ],
      states: {
        Loading: 'The skeletons of a card grid, the cart and the product’s page.',
        Empty: 'Empty cart, wishlist and order history.',
        Errors: 'The block for a failed load, and its one-line form for a part of a page.',
      },
      accessibility: {
        touchTarget: 'Try again and Shop Now are 40 px buttons.',
        focusOrder:
          'A skeleton takes no focus; an empty state’s one button and an error’s Try again come right after its heading.',
        errors:
          'A failed load is an alert, read when it appears; the heading names what failed, the text says why, in words.',
      },
    },
    900,
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <StateRow
        heading="Product cards"
        cells={[
          {
            state: 'A grid of products loading',
            node: (
              <div className="grid w-[min(40rem,90vw)] grid-cols-2 gap-3 md:grid-cols-3">
                <ProductCardSkeleton />
                <ProductCardSkeleton />
                <ProductCardSkeleton className="hidden md:flex" />
              </div>
            ),
          },
        ]}
      />
      <StateRow
        wide
        heading="The cart"
        cells={[{ state: 'The cart loading', node: <CartSkeleton /> }]}
      />
      <StateRow
        wide
        heading="The product’s page"
        cells={[{ state: 'A product loading', node: <ProductDetailSkeleton /> }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your cart')).toBeInTheDocument();
    await expect(canvas.getByText('Loading product')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <StateRow
      heading="Nothing here yet"
      cells={[
        {
          state: 'Cart',
          node: (
            <EmptyState
              icon={<ShoppingCart />}
              title="Your Cart is Empty!"
              description="Add the products you love and they will wait for you here."
              action={
                <Button asChild>
                  <Link to={paths.products}>Shop Now</Link>
                </Button>
              }
            />
          ),
        },
        {
          state: 'Wishlist',
          node: (
            <EmptyState
              icon={<Heart />}
              title="Your Wishlist is Empty!"
              description="Tap the heart on any product to keep it here for later."
              action={
                <Button asChild>
                  <Link to={paths.products}>Shop Now</Link>
                </Button>
              }
            />
          ),
        },
        {
          state: 'Order history',
          node: (
            <EmptyState
              icon={<PackageOpen />}
              title="Looks like your order is empty!"
              action={
                <Button asChild>
                  <Link to={paths.products}>Shop Now</Link>
                </Button>
              }
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const figure of canvas.getAllByRole('figure')) {
      await expect(within(figure).getByRole('heading')).toBeVisible();
      await expect(within(figure).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
        'href',
        paths.products,
      );
    }
  },
};

export const Errors: Story = {
  render: () => (
    <StateRow
      heading="Could not be loaded"
      cells={[
        {
          state: 'A screen’s data',
          node: (
            <LoadError
              title="Your cart could not be loaded"
              message="Simulated server failure"
              onRetry={fn()}
            />
          ),
        },
        {
          state: 'A part of a page',
          node: (
            <div className="w-80">
              <InlineLoadError message="Your saved addresses could not be loaded." onRetry={fn()} />
            </div>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    for (const alert of alerts)
      await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
