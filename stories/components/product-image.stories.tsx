import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { settleImages } from './settle-images';
import { expect, waitFor, within } from 'storybook/test';
import { ProductImage } from '@/components/product-image';
import { mswParameters } from '../support/msw';
import { lipstick, productNames, productsByName } from './product-fixtures';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/ProductImage',
  component: ProductImage,
  args: { src: lipstick.image, alt: lipstick.name },
  decorators: [
    (Story) => (
      <div className="w-48">
        <Story />
      </div>
    ),
  ],
  parameters: usageParameters({
    purpose:
      'A product picture with its box reserved, so the page never jumps while it loads. Lazy by default; the shop’s drawings come as the WebP version the screen needs (`sizes`, the width it is shown at), their SVG if that fails; a picture that fails leaves a calm grey placeholder, never a broken-image icon.',
    whenToUse: [
      'Every product picture: cards, the detail page, the cart and order lines.',
      '`eager` for pictures in the first screen; `priority` for the one largest picture of the page (the first card, the detail’s main picture).',
      '`alt=""` when the product’s name is right next to it (a card); the name as `alt` when the picture stands alone.',
    ],
    whenNotToUse: [
      'For banners, logos and illustrations: a plain img with its own size.',
      'More than one `priority` picture on a page: they would compete.',
    ],
    states: [
      'Lazy',
      'Eager',
      'The WebP version failed: its SVG drawing instead',
      'Failed to load (placeholder)',
    ],
    accessibility: [
      'Never describe the picture twice: on a card the link already says the name.',
      'The placeholder keeps the alt text (or stays hidden when the alt is empty).',
    ],
  }),
  argTypes: {
    src: {
      control: 'select',
      options: productNames,
      mapping: Object.fromEntries(productNames.map((name) => [name, productsByName[name].image])),
    },
    ...hiddenArgs('className', 'width', 'height'),
  },
  // Pictures load before the screenshot, whatever their loading attribute.
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a product's picture by name; eager, priority and the alt text. */
export const Playground: Story = {
  args: { src: 'Lipstick: best seller, long name', eager: true, priority: false },
};

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: lipstick.name });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '300');
    // The drawing's WebP versions, picked for a 300px box.
    await expect(img).toHaveAttribute('sizes', '300px');
    await expect(img.getAttribute('srcset')).toMatch(/-400w\.webp 400w, .*-800w\.webp 800w/);
  },
};

export const Eager: Story = { args: { eager: true } };

export const FailedToLoad: Story = {
  args: { src: '/images/products/missing.svg' },
  play: async ({ canvasElement }) => {
    // The picture's 404 can take more than waitFor's default second on a loaded machine.
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('img', { name: lipstick.name }).tagName).toBe('DIV'),
      { timeout: 5000 },
    );
  },
};

/** A drawing only this story has: nothing earlier in the same frame can have it cached. */
const DRAWING = '/images/products/story-only-drawing-0000.svg';
const DRAWN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f9f1f5"/><circle cx="200" cy="200" r="120" fill="#a3155f"/></svg>';

/** The drawing's WebP versions cannot be had (a 404): the SVG they were made from shows instead. */
export const WebpFailedShowsTheDrawing: Story = {
  args: { src: DRAWING, eager: true },
  parameters: mswParameters({
    pictures: [
      http.get(DRAWING, () =>
        HttpResponse.text(DRAWN_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
      http.get('/images/products/story-only-drawing-0000-:width.webp', () =>
        HttpResponse.text('', { status: 404 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: lipstick.name });
    await waitFor(() => expect(img).toHaveAttribute('src', DRAWING), { timeout: 5000 });
    await expect(img).not.toHaveAttribute('srcset');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0), {
      timeout: 5000,
    });
  },
};
