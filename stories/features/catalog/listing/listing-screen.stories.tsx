import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleImages } from '../../../components/settle-images';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { ListingScreen } from '@/features/catalog/listing/listing-screen';
import { mswParameters } from '../../../support/msw';

const meta = {
  title: 'Screens/Products',
  component: ListingScreen,
  parameters: { layout: 'fullscreen', route: { path: '/products', pattern: '/products' } },
  // Pictures load before the screenshot, whatever their loading attribute.
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Showing All Products (25 products)' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(25);
    // Brands come from the loaded products, each with its count.
    await expect(canvas.getByRole('checkbox', { name: 'Dot & Key (2)' })).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: {
    route: { path: '/products?category=Makeup&brand=Lakme&sort=HTL', pattern: '/products' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Showing All Products (5 products)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Makeup (5)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'High To Low' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove Lakme' })).toBeVisible();
    // Ticking another brand ORs it in; the chips follow.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'MAC (3)' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Showing All Products (8 products)' }),
    ).toBeVisible();
    const prices = [
      ...canvasElement.querySelectorAll('[data-slot="price"] > span:first-child'),
    ].map((el) => Number(el.textContent?.replace(/[^\d.]/g, '')));
    await expect(prices).toHaveLength(8);
    await expect(prices).toEqual([...prices].sort((a, b) => b - a));
  },
};

export const Empty: Story = {
  parameters: { route: { path: '/products?q=no+such+thing', pattern: '/products' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'There are no products for selected filters.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Showing All Products (25 products)' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswParameters({ products: scenarios.products.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const LoadFailed: Story = {
  parameters: mswParameters({ products: scenarios.products.failing }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load the products.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: { path: '/products?rating=4', pattern: '/products' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /Showing All Products \(\d+ products\)/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await expect(sheet.getByRole('radio', { name: '4 Stars & above' })).toBeChecked();
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
