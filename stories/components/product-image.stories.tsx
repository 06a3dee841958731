import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleImages } from './settle-images';
import { expect, waitFor, within } from 'storybook/test';
import { ProductImage } from '@/components/product-image';
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
      'A product picture with its box reserved, so the page never jumps while it loads. Lazy by default; a picture that fails leaves a calm grey placeholder, never a broken-image icon.',
    whenToUse: [
      'Every product picture: cards, the detail page, the cart and order lines.',
      '`eager` for pictures in the first screen (asked at low priority, so they never go ahead of the largest picture and the font); `priority` for the one largest picture of the page (the first card, the detail’s main picture).',
      '`alt=""` when the product’s name is right next to it (a card); the name as `alt` when the picture stands alone.',
    ],
    whenNotToUse: [
      'For banners, logos and illustrations: a plain img with its own size (`fetchPriority="low"` when it is in the first screen and not the largest picture).',
      'More than one `priority` picture on a page: they would compete.',
    ],
    states: ['Lazy', 'Eager', 'Largest (priority)', 'Failed to load (placeholder)'],
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
  },
};

/** A play that checks how the picture is asked for: when (`loading`) and how soon (`fetchpriority`). */
const askedFor =
  (priority: 'low' | 'high'): Story['play'] =>
  async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: lipstick.name });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', priority);
  };

/** In the first screen: loaded at once, at low priority. */
export const Eager: Story = { args: { eager: true }, play: askedFor('low') };

/** The page's largest picture: loaded at once, ahead of every other picture. */
export const Largest: Story = { args: { priority: true }, play: askedFor('high') };

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
