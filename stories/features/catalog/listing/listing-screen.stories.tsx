import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleImages } from '../../../components/settle-images';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { ListingScreen } from '@/features/catalog/listing/listing-screen';
import { mswParameters } from '../../../support/msw';
import { screenParameters } from '../../../support/screen-docs';

/**
 * The heading's count needs the back end's answer (the listing's query), which on a busy machine
 * takes longer than Testing Library's default second (the All Products story failed so once, beside
 * e2e and a build loop). The wait still ends the moment the heading appears.
 */
const LOADED = { timeout: 15_000 } as const;

const meta = {
  title: 'Screens/Products',
  component: ListingScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/products', pattern: '/products' },
    ...screenParameters('Screens/Products'),
  },
  // Pictures load before the screenshot, whatever their loading attribute.
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof ListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Showing All Products (25 products)' }, LOADED),
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
      await canvas.findByRole('heading', { name: 'Showing All Products (5 products)' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Makeup (5)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'High To Low' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove Lakme' })).toBeVisible();
    // Ticking another brand ORs it in; the chips follow.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'MAC (3)' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Showing All Products (8 products)' }, LOADED),
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
      await canvas.findByRole('heading', { name: 'Showing All Products (25 products)' }, LOADED),
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
      await canvas.findByRole('heading', { name: /Showing All Products \(\d+ products\)/ }, LOADED),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await expect(sheet.getByRole('radio', { name: /^4 Stars & above \(\d+\)$/ })).toBeChecked();
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 10,000 products: the back end answers one page of 48 with the total and the counts. */
export const LargeCatalogue: Story = {
  parameters: {
    ...mswParameters({ products: scenarios.products.large }),
    route: { path: '/products?page=2', pattern: '/products' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Showing All Products (10,000 products)' },
        // The 10,000 products are generated in the page on first use: slow on a busy machine.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(48);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByText('Page 2 of 209')).toBeVisible();
    await expect(pagination.getByText('Showing 49–96 of 10,000 products')).toBeVisible();
    await userEvent.click(pagination.getByRole('button', { name: 'Next' }));
    await expect(
      await pagination.findByText('Page 3 of 209', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(48);
  },
};

/** A stale link past the last page lands on the last page there is. */
export const PastTheEnd: Story = {
  parameters: {
    ...mswParameters({ products: scenarios.products.large }),
    route: { path: '/products?category=Hair&page=999', pattern: '/products' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pagination = within(
      await canvas.findByRole('navigation', { name: 'Pagination' }, { timeout: 15_000 }),
    );
    const last = await pagination.findByText(/^Page (\d+) of \1$/, {}, { timeout: 10_000 });
    await expect(last).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Turning a page on a slow connection: the cards on screen stay (marked busy) until the next come. */
export const TurningAPageSlowly: Story = {
  parameters: mswParameters({ products: scenarios.products.largeSlow }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Showing All Products (10,000 products)' },
        {
          timeout: 15_000,
        },
      ),
    ).toBeVisible();
    const first = canvas.getAllByRole('article')[0]?.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // The next page is on its way: page 1's cards are still there, marked busy, never a blank grid.
    await expect(canvas.getByRole('list', { busy: true })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(48);
    await expect(canvas.getAllByRole('article')[0]?.textContent).toBe(first);
    await expect(await canvas.findByText('Page 2 of 209', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('list', { busy: true })).toBeNull();
  },
};
