import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleImages } from './settle-images';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductCard } from '@/components/product-card';
import {
  faceWash,
  lipstick,
  outOfStockWax,
  productNames,
  productsByName,
  straightener,
  type ProductName,
} from './product-fixtures';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/ProductCard',
  component: ProductCard,
  args: {
    product: faceWash,
    inCart: false,
    inWishlist: false,
    onAddToCart: fn(),
    onGoToCart: fn(),
    onToggleWishlist: fn(),
  },
  decorators: [
    // One card at a listing's width; a do and don't drawing sets `wide` to lay out its own.
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div className="w-64">
          <Story />
        </div>
      ),
  ],
  parameters: usageParameters({
    purpose:
      'One product in a listing (All Products, the home page’s rows, related products): picture, name, rating and size, price, the BESTSELLER mark, the wishlist heart and Add to Cart. A click anywhere on the card opens the product. It only draws: the screen says whether the product is in the cart or wishlist and handles the presses (see Screens for the connected card).',
    whenToUse: [
      'In a grid or a row of products, all cards the same width (the grid sets it), so their buttons line up.',
      'Once the product is in the cart the button becomes Go to Cart; out of stock, Add to Cart is disabled and a dark "Out of Stock" label covers the picture.',
    ],
    whenNotToUse: [
      'For a product in the cart or an order: those lines show the quantity and their own name length.',
      'For a single featured product: the detail page’s layout.',
      'With buttons of your own added: the card has exactly two actions, the heart and the cart button.',
    ],
    states: [
      'In stock; best seller; long name (shortened on the card: see Patterns for the long-name rule; the full name stays the link’s name and its tooltip)',
      'In cart; in wishlist; out of stock; out of stock but saved (the heart can still remove it)',
      'Busy (a cart change on its way); missing picture',
    ],
    accessibility: [
      'Focus order: the product link (the name), the heart, then Add to Cart; each button also says which product it is for (`aria-describedby` the name).',
      'The heart is 32 px on the picture’s corner; Add to Cart is 40 px and as wide as the card.',
      'The whole card is a link target, but only the name is read as its text: no repeated alt text.',
      'Out of stock is said in words on the picture and by the disabled button, not by greying alone.',
    ],
  }),
  argTypes: hiddenArgs(
    'onAddToCart',
    'onGoToCart',
    'onToggleWishlist',
    'className',
    'eagerImage',
    'priorityImage',
  ),
  // Pictures load before the screenshot, whatever their loading attribute.
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlaygroundArgs = Omit<ComponentProps<typeof ProductCard>, 'product'> & {
  product: ProductName;
};

/** Pick a product from the fixtures by name, and whether it is in the cart or the wishlist. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { product: 'Lipstick: best seller, long name', inCart: false, inWishlist: false },
  argTypes: { product: { control: 'select', options: productNames } },
  render: ({ product, ...args }) => <ProductCard {...args} product={productsByName[product]} />,
};

/** Cards in a row share one width; a card never grows buttons of its own. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  parameters: { wide: true },
  render: (args) => (
    <DoDont
      good={{
        caption: 'Cards of one width side by side: the buttons line up.',
        example: (
          <div className="grid w-full grid-cols-2 gap-3">
            <ProductCard {...args} product={faceWash} />
            <ProductCard {...args} product={lipstick} />
          </div>
        ),
      }}
      bad={{
        caption: 'Cards of different widths: prices and buttons no longer line up to compare.',
        example: (
          <div className="flex w-full items-start gap-3">
            <ProductCard {...args} product={faceWash} className="w-24" />
            <ProductCard {...args} product={lipstick} className="w-44" />
          </div>
        ),
      }}
    />
  ),
};

export const InStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: faceWash.name })).toHaveAttribute(
      'href',
      `/products/${faceWash.id}`,
    );
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await expect(canvas.queryByText('BESTSELLER')).toBeNull();
    // Keyboard: the link, then the heart, then Add to Cart.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(faceWash);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onAddToCart).toHaveBeenCalledWith(faceWash);
  },
};

/** A click anywhere on the card body (the rating, the price) opens the detail. */
export const WholeBodyOpensDetail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: faceWash.name });
    for (const part of [
      canvasElement.querySelector('[data-slot="price"]'),
      canvasElement.querySelector('[data-slot="rating"]'),
    ]) {
      const box = (part as HTMLElement).getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit?.closest('a')).toBe(link);
    }
    // The buttons stay above it and keep their own clicks.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(faceWash);
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' }).getBoundingClientRect();
    const onHeart = document.elementFromPoint(
      heart.left + heart.width / 2,
      heart.top + heart.height / 2,
    );
    await expect(onHeart?.closest('button')).toHaveAccessibleName('Add to wishlist');
  },
};

export const OutOfStock: Story = {
  args: { product: outOfStockWax },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const OutOfStockInWishlist: Story = {
  args: { product: outOfStockWax, inWishlist: true, inCart: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Sold out after it was saved: it can still be taken off the wishlist, and its cart line reached.
    const heart = canvas.getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toBeEnabled();
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(outOfStockWax);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Cart' }));
    await expect(args.onGoToCart).toHaveBeenCalledTimes(1);
  },
};

export const BestSeller: Story = {
  args: { product: lipstick },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('BESTSELLER')).toBeVisible();
  },
};

export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Cart' }));
    await expect(args.onGoToCart).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  },
};

export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(faceWash);
  },
};

export const LongName: Story = {
  args: { product: { ...straightener, name: `${straightener.name} with Keratin Care` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Never cut after a count of characters (Patterns/Long names): drawn whole on up to three lines,
    // and the full name stays available to everyone (title, screen readers).
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      `${straightener.name} with Keratin Care`,
    );
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAttribute(
      'title',
      `${straightener.name} with Keratin Care`,
    );
  },
};

export const Busy: Story = {
  args: { cartBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const MissingPicture: Story = {
  args: { product: { ...faceWash, image: '/images/products/no-such-picture.svg' } },
  play: async ({ canvasElement }) => {
    // The broken picture gives way to a quiet placeholder; the link still names the product.
    // The picture's 404 can take more than waitFor's default second on a loaded machine.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull(), { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-slot="product-image"]')).toBeVisible();
  },
};
