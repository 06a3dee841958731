import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { HomeScreen } from '@/features/catalog/home/home-screen';
import { seedProducts } from '../../../components/product-fixtures';
import { settleImages } from '../../../components/settle-images';
import { mswParameters } from '../../../support/msw';
import { screenParameters } from '../../../support/screen-docs';
import { expectToast } from '../../../support/toast';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', ...screenParameters('Screens/Home') },
  afterEach: async ({ canvasElement }) => settleImages(canvasElement),
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bestSellers = await canvas.findByRole('region', { name: 'Best-selling products' });
    await expect(await within(bestSellers).findAllByRole('article')).toHaveLength(
      seedProducts.filter((p) => p.isBestSeller).length,
    );
    for (const name of ['Top Brands', 'Offers on your first purchase', 'Why shop with us'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  },
};

export const NewsletterSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'new.reader@glamour.test',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // The server's own words, in a toast: the toaster's code loads after the first paint, so on a
    // busy machine it can take longer than findBy's default second.
    await expectToast('Thank you for subscribing to the Glamour newsletter!', { timeout: 5000 });
  },
};

export const BestSellersLoading: Story = {
  parameters: mswParameters({ products: scenarios.products.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading best sellers',
    );
  },
};

/** Best sellers cannot be loaded: what failed, the reason and Try again in their place. */
export const BestSellersLoadFailed: Story = {
  parameters: mswParameters({ products: scenarios.products.failing }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Best sellers could not load right now.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Best-selling products' });
  },
};
