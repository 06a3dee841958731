import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { WishlistScreen } from '@/features/cart/wishlist-screen';
import { settleImages } from '../../components/settle-images';
import { mswParameters } from '../../support/msw';
import { signedIn } from '../../support/session';
import { FACE_WASH, LIPSTICK, STRAIGHTENER, productRecord } from './cart-fixtures';
import { screenParameters } from '../../support/screen-docs';

const id = (prefix: string) => productRecord(prefix)._id;

const meta = {
  title: 'Screens/Wishlist',
  component: WishlistScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/wishlist' },
    ...screenParameters('Screens/Wishlist'),
  },
  loaders: [
    signedIn({ wishlist: [id(FACE_WASH), id(LIPSTICK), id(STRAIGHTENER)], cart: [id(LIPSTICK)] }),
  ],
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards; the lipstick is in the cart (Go to Cart). Add to Cart and the heart both work. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Wishlist (3)' })).toBeVisible();
    const lipstick = await canvas.findByRole('article', { name: productRecord(LIPSTICK).name });
    // The cards can show before the cart has loaded: Go to Cart follows when it has.
    await expect(
      await within(lipstick).findByRole('button', { name: 'Go to Cart' }, { timeout: 5000 }),
    ).toBeVisible();
    const faceWash = canvas.getByRole('article', { name: productRecord(FACE_WASH).name });
    await userEvent.click(within(faceWash).getByRole('button', { name: 'Add to Cart' }));
    await expect(await within(faceWash).findByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await settleImages(canvasElement);
  },
};

export const RemoveWithTheHeart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Wishlist (3)' });
    const straightener = canvas.getByRole('article', { name: productRecord(STRAIGHTENER).name });
    await userEvent.click(
      within(straightener).getByRole('button', { name: 'Remove from wishlist' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Wishlist (2)' })).toBeVisible();
    await settleImages(canvasElement);
  },
};

export const Empty: Story = {
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your Wishlist is Empty!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const Loading: Story = {
  parameters: mswParameters({ wishlist: scenarios.wishlist.loading }),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your wishlist');
    // The wishlist's own skeleton: product-card placeholders, not the cart's lines.
    await expect(status.querySelector('[data-slot="product-card-skeleton"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  parameters: mswParameters({ wishlist: scenarios.wishlist.failing }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your wishlist could not be loaded',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Wishlist (3)' });
    await settleImages(canvasElement);
  },
};
