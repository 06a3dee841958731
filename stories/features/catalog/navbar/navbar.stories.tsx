import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from '@/features/catalog/navbar/navbar';
import { OFFER_STRIP_KEY } from '@/features/catalog/navbar/use-offer-strip';
import { faceWash, lipstick, straightener } from '../../../components/product-fixtures';
import { signedIn } from '../../../support/session';
import { LocationProbe } from './location-probe';
import { isolatedInDocs } from '../../../support/docs';

const meta = {
  title: 'Components/Shop parts/Navbar',
  component: Navbar,
  parameters: {
    ...isolatedInDocs(),
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach: () => {
    sessionStorage.removeItem(OFFER_STRIP_KEY);
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Location' });

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Get Exclusive offers on your favourite products')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    await expect(canvas.getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(await canvas.findByRole('link', { name: 'Skin Care' })).toHaveAttribute(
      'href',
      '/products?category=Skin+Care',
    );
  },
};

export const SignedInWithBadges: Story = {
  loaders: [signedIn({ cart: [faceWash.id, lipstick.id], wishlist: [straightener.id] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cart 2 items' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Wishlist 1 item' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account: Aanya' })).toHaveAttribute(
      'href',
      '/account-details/userDetails',
    );
  },
};

export const StripDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss offers' }));
    await expect(canvas.queryByText('Get Exclusive offers on your favourite products')).toBeNull();
    // The focus the button had goes on to the logo, not to the page's start.
    await expect(canvas.getByRole('link', { name: 'Glamour home' })).toHaveFocus();
    // Remembered for the browser session.
    await expect(sessionStorage.getItem(OFFER_STRIP_KEY)).toBe('true');
  },
};

export const SearchWithSuggestions: Story = {
  parameters: { route: { path: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Makeup' }); // categories loaded
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('placeholder', 'Search on Glamour');
    await userEvent.type(box, 'plum');
    // Typing searches at once, resetting the other filters.
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products?q=plum'));
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent('PlumBrand');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(location(canvasElement)).toHaveTextContent('/products?brand=Plum');
    await expect(box).toHaveValue('');
  },
};

export const ActiveCategory: Story = {
  parameters: { route: { path: '/products?category=Makeup&brand=Lakme' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const makeup = await canvas.findByRole('link', { name: 'Makeup' });
    await expect(makeup).toHaveAttribute('aria-current', 'true');
    // A click clears the other filters and selects that category alone.
    await userEvent.click(canvas.getByRole('link', { name: 'Hair' }));
    await expect(location(canvasElement)).toHaveTextContent('/products?category=Hair');
    await expect(canvas.getByRole('link', { name: 'Hair' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(makeup).not.toHaveAttribute('aria-current');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  loaders: [signedIn({ cart: [faceWash.id] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cart 1 item' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  },
};
