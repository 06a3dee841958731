import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Product } from '@/domain/types';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/listing/product-grid';
import { seedProducts } from '../../../components/product-fixtures';
import { ownFrameInDocs } from '../../../support/docs';

/** A small stand-in card: the grid's job is paging, not the card. */
const renderCard = (product: Product) => (
  <a href={`#${product.id}`} className="block rounded border border-neutral-300 p-2 text-xs">
    {product.name}
  </a>
);

const many = Array.from({ length: 60 }, (_, i) => {
  const base = seedProducts[i % seedProducts.length]!;
  return { ...base, id: `${base.id}-${i}`, name: `${i + 1}. ${base.name}` };
});

/**
 * The grid is controlled and shows the page it is given; this holds the page the way the listing's
 * URL does and answers each page from `products` the way the back end does.
 */
function PagedGrid({
  page: initial,
  products,
  pageSize = 48,
  ...props
}: ComponentProps<typeof ProductGrid>) {
  const [page, setPage] = useState(initial);
  const start = (page - 1) * pageSize;
  return (
    <ProductGrid
      {...props}
      products={products.slice(start, start + pageSize)}
      total={products.length}
      pageSize={pageSize}
      page={page}
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: 'Screens/Products/Parts/ProductGrid',
  parameters: ownFrameInDocs(),
  component: ProductGrid,
  args: {
    products: seedProducts.slice(0, 6),
    total: 6,
    renderCard,
    page: 1,
    onPageChange: () => {},
  },
  render: (args) => <PagedGrid {...args} />,
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Paging: Story = {
  args: { products: many, pageSize: 24 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    const previous = pagination.getByRole('button', { name: 'Previous' });
    const next = pagination.getByRole('button', { name: 'Next' });
    const names = () => canvas.getAllByRole('link').map((link) => link.textContent);

    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(pagination.getByText('Page 1 of 3')).toBeVisible();
    await expect(pagination.getByText('Showing 1–24 of 60 products')).toBeVisible();
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    // The page replaces the last one: still 24 cards in the DOM, now 25 to 48.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(names()[0]).toMatch(/^25\. /);
    await expect(names()[23]).toMatch(/^48\. /);
    await expect(canvas.queryByRole('link', { name: /^1\. / })).toBeNull();
    // Focus lands on the page's first card, so keyboard users carry on from there.
    await expect(canvas.getByRole('link', { name: /^25\. / })).toHaveFocus();
    await expect(pagination.getByText('Page 2 of 3')).toBeVisible();
    await expect(pagination.getByText('Showing 25–48 of 60 products')).toBeVisible();
    await expect(previous).toBeEnabled();

    await userEvent.click(next);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: /^49\. / })).toHaveFocus();
    await expect(pagination.getByText('Showing 49–60 of 60 products')).toBeVisible();
    await expect(next).toBeDisabled();

    await userEvent.click(previous);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(canvas.getByRole('link', { name: /^25\. / })).toHaveFocus();
    await expect(pagination.getByText('Page 2 of 3')).toBeVisible();
  },
};

/**
 * More results than paging reaches (the API pages through the first 10,000): the last reachable
 * page is the last, and a line says how to see the others.
 */
export const PagingWindowEnds: Story = {
  args: { products: many.slice(0, 48), total: 20_000, pageSize: 48, page: 209 },
  render: (args) => <ProductGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByText('Page 209 of 209')).toBeVisible();
    await expect(pagination.getByText('Showing 9,985–10,032 of 20,000 products')).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(
      pagination.getByText(
        'Only the first 209 pages can be turned through: narrow the search or the filters to see the others.',
      ),
    ).toBeVisible();
  },
};

/** Another page is on its way: the cards on screen stay, dimmed and marked busy, until it comes. */
export const Busy: Story = {
  args: { products: many.slice(0, 24), total: 60, pageSize: 24, busy: true },
  render: (args) => <ProductGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Showing 1–24 of 60 products')).toBeVisible();
  },
};

export const Skeleton: Story = {
  render: () => <ProductGridSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading products');
  },
};
