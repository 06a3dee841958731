import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NavbarView } from '@/features/catalog/navbar/navbar-view';
import { SearchBox } from '@/features/catalog/navbar/search-box';

const categories = ['Makeup', 'Skin Care', 'Appliances', 'Hair', 'Bath & Body', 'Fragrance'];

const meta = {
  title: 'Components/Shop parts/NavbarView',
  // Test-only: the screen's stories show these states; these keep running as tests.
  tags: ['!dev', '!autodocs'],
  component: NavbarView,
  args: {
    showOfferStrip: true,
    onDismissOfferStrip: fn(),
    search: (
      <SearchBox value="" suggestions={[]} onValueChange={fn()} onSelect={fn()} onSubmit={fn()} />
    ),
    cartCount: 2,
    wishlistCount: 5,
    firstName: 'Aanya',
    categories,
    activeCategories: ['Makeup'],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavbarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Glamour home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const VisitorWithoutStrip: Story = {
  args: {
    showOfferStrip: false,
    cartCount: 0,
    wishlistCount: 0,
    firstName: null,
    activeCategories: [],
  },
};
