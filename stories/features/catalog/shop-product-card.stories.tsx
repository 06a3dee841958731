import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShopProductCard } from '@/features/catalog/shop-product-card';
import { LOGIN_REQUIRED_MESSAGE, useShopActions } from '@/features/catalog/use-shop-actions';
import { faceWash, lipstick } from '../../components/product-fixtures';
import { settleImages } from '../../components/settle-images';
import { DEMO_USER } from '@backend/store/seed';
import { storyBackend } from '../../support/backend';
import { checkingSession, finishCheck, signedIn } from '../../support/session';
import { isolatedInDocs } from '../../support/docs';

/** The card as the listing wires it, with where the router is shown beside it. */
function Wired({ productId }: { productId: string }) {
  const actions = useShopActions();
  const location = useLocation();
  const product = [faceWash, lipstick].find((p) => p.id === productId) ?? faceWash;
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <div className="flex items-start gap-6">
      <div className="w-64">
        <ShopProductCard product={product} actions={actions} />
      </div>
      <p className="text-sm text-neutral-700">
        At <output aria-label="Location">{location.pathname}</output>
        {from ? ` (from ${from})` : ''}
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/Shop parts/ShopProductCard',
  // Test-only: the screen's stories show these states; these keep running as tests.
  tags: ['!dev', '!autodocs'],
  component: Wired,
  args: { productId: faceWash.id },
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/products?brand=mamaearth' },
  },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof Wired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is asked to log in and sent to /login, remembering the listing they were on. */
export const VisitorIsSentToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await screen.findByText('Please login to proceed!')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/login');
    await expect(canvas.getByText(/from \/products\?brand=mamaearth/)).toBeVisible();
  },
};

/** Signed in: Add to Cart turns into Go to Cart at once; the heart fills. */
export const SignedInAddsAtOnce: Story = {
  loaders: [signedIn({ wishlist: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await canvas.findByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(
      await canvas.findByRole('button', { name: 'Remove from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Already in the cart and wishlist; Go to Cart opens the cart. */
export const SignedInAlreadyChosen: Story = {
  args: { productId: lipstick.id },
  loaders: [signedIn({ cart: [lipstick.id], wishlist: [lipstick.id] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to Cart' }));
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/cart');
    // The wishlist is a query of its own: its answer may come after the cart's (it did once, on a
    // busy machine). The wait ends the moment the button shows the product as chosen.
    await expect(
      await canvas.findByRole('button', { name: 'Remove from wishlist' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The demo account's cart as the back end holds it (product ids). */
async function serverCart(): Promise<string[]> {
  const db = await storyBackend.store.snapshot();
  return db.users.find((u) => u.email === DEMO_USER.email)?.cart.map((l) => l._id) ?? [];
}

/**
 * Just after a page loads, a saved session is still being checked. Add to Cart and the heart are
 * pressed then: the click is kept (the button waits), and once the session is known both go on.
 */
export const ClickedWhileSessionIsChecked: Story = {
  loaders: [checkingSession({ wishlist: [] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    // Kept, not refused: the cart button waits, the heart shows the wish, no toast, nothing sent.
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.queryByText(LOGIN_REQUIRED_MESSAGE)).toBeNull();
    await expect(await serverCart()).toEqual([]);
    finishCheck(loaded, 'signedIn');
    await expect(await canvas.findByRole('button', { name: 'Go to Cart' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Remove from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await serverCart()).toEqual([faceWash.id]));
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/products');
  },
};

/** The saved session turns out refused: the kept click asks the visitor to log in, as at once. */
export const ClickedWhileSessionIsCheckedThenRefused: Story = {
  loaders: [checkingSession()],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/products');
    finishCheck(loaded, 'refused');
    await expect(await screen.findByText(LOGIN_REQUIRED_MESSAGE)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/login'),
    );
  },
};

/** The heart pressed twice while the session is checked: the second takes the wish back. */
export const HeartPressedTwiceWhileChecked: Story = {
  loaders: [checkingSession({ wishlist: [] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from wishlist' }));
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    finishCheck(loaded, 'signedIn');
    // The wishlist loads for the signed-in shopper and the heart stays empty: nothing was sent.
    await waitFor(async () => {
      const db = await storyBackend.store.snapshot();
      const user = db.users.find((u) => u.email === DEMO_USER.email);
      await expect(user?.wishlist).toEqual([]);
    });
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    await expect(screen.queryByText(LOGIN_REQUIRED_MESSAGE)).toBeNull();
  },
};
