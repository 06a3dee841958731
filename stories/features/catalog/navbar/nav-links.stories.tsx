import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavLinks } from '@/features/catalog/navbar/nav-links';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Components/Shop parts/NavLinks',
  parameters: ownFrameInDocs(),
  component: NavLinks,
  args: { cartCount: 0, wishlistCount: 0, firstName: null },
} satisfies Meta<typeof NavLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No badge at 0.
    await expect(canvas.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const SignedInWithCounts: Story = {
  args: { cartCount: 3, wishlistCount: 120, firstName: 'Aanya' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wishlist 99+ items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account: Aanya' })).toBeVisible();
  },
};

export const LongFirstName: Story = {
  args: { cartCount: 1, firstName: 'Venkataramanalakshmi' },
};
