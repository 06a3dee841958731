import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../app/app-shell';
import { clearToasts } from '../features/cart/clear-toasts';
import { settleImages } from '../components/settle-images';
import { ANSWER, FIRST_LOAD, asOwnTab, snap } from './flow-support';
import { isolatedInDocs } from '../support/docs';
import { storyboardPage } from './storyboard-page';
import { STORYBOARDS } from './storyboards';
import { expectToast } from '../support/toast';

const KAJAL = 'Lakme Eyeconic Kajal - Twin Pack';

/** The 'Total Amount' a screen's price details show, e.g. '₹1,234.00'. */
const shownTotal = () => screen.getAllByTestId('total-amount')[0]?.textContent ?? '';

/**
 * A step's screen as the shopper sees it, for its screenshot: every picture loaded, and no toast
 * left over (a toast lives 5 s, so whether it is still there would depend on the machine's speed;
 * each step asserts its own toast before this).
 */
async function screenOf(canvasElement: HTMLElement, step: string) {
  await clearToasts();
  await settleImages(canvasElement);
  await snap(step);
}

/**
 * A visitor buys as the guest ('Login As Guest'): from the home page through
 * search and the product's page; Add to Cart asks them to log in, and the guest login brings them
 * back to the product. Then the cart, a coupon, checkout, the simulated payment sheet and the
 * order in their order history.
 */
const meta = {
  title: 'Flows/Guest checkout',
  component: AppShell,
  // The flow is its own tab: story tests of other files beside it share the browser's storage.
  beforeEach: asOwnTab,
  parameters: {
    ...isolatedInDocs(),
    // The docs page is the flow's storyboard: each step's picture in order, with its caption.
    docs: { ...isolatedInDocs().docs, page: storyboardPage(STORYBOARDS.guestCheckout) },
    layout: 'fullscreen',
    route: { path: '/' },
    // The payment id is made up by the simulated provider at random: painted over.
    visual: { steps: true, mask: ['article[aria-labelledby^="order-"] .font-mono'] },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestCheckout: Story = {
  name: 'Home to order history, as the guest',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const main = () => within(canvas.getByRole('main'));
    // The product's own button comes first; its related products' cards follow with theirs.
    const productButton = (name: string) =>
      main().getAllByRole('button', { name })[0] as HTMLElement;
    // The product's page is whole once its related products (a query of their own, answered after
    // the product's) are in: a screenshot before that misses the row.
    const relatedProductsShown = async () =>
      within(await main().findByRole('region', { name: 'Related products' }, ANSWER)).findAllByRole(
        'article',
        {},
        ANSWER,
      );

    await step('Home', async () => {
      // The first screen of a flow waits for its lazy route chunk.
      const bestSellers = await canvas.findByRole(
        'region',
        { name: 'Best-selling products' },
        FIRST_LOAD,
      );
      await within(bestSellers).findAllByRole('article', {}, ANSWER);
      await screenOf(canvasElement, '01-home');
    });

    await step('Search for kajal', async () => {
      await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'kajal');
      await expect(
        await canvas.findByRole('heading', { level: 1, name: /^Showing All Products/ }, FIRST_LOAD),
      ).toBeVisible();
      await main().findByRole('article', { name: KAJAL }, ANSWER);
      // Close the suggestions: the screen is the result list.
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('heading', { level: 1 }));
      for (const card of main().getAllByRole('article'))
        await expect(card.textContent?.toLowerCase()).toContain('kajal');
      await screenOf(canvasElement, '02-search');
    });

    await step("The product's page", async () => {
      const card = main().getByRole('article', { name: KAJAL });
      await userEvent.click(within(card).getByRole('link', { name: KAJAL }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: KAJAL }, FIRST_LOAD),
      ).toBeVisible();
      await relatedProductsShown();
      await screenOf(canvasElement, '03-detail');
    });

    await step('Add to Cart asks a visitor to log in', async () => {
      await userEvent.click(productButton('Add to Cart'));
      await expect(await screen.findByText('Please login to proceed!', {}, ANSWER)).toBeVisible();
      await expect(
        await canvas.findByRole('button', { name: 'Login As Guest' }, FIRST_LOAD),
      ).toBeVisible();
      await screenOf(canvasElement, '04-login');
    });

    await step('Login As Guest returns to the product; add it to the cart', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Login As Guest' }));
      await expectToast('Login successful!', ANSWER);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: KAJAL }, ANSWER),
      ).toBeVisible();
      await userEvent.click(productButton('Add to Cart'));
      await waitFor(() => expect(productButton('Go to Cart')).toBeVisible(), ANSWER);
      await expect(
        canvas.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/cart"]'),
      ).toHaveAccessibleName(/^Cart\s*1\s*item$/);
      await relatedProductsShown();
      await screenOf(canvasElement, '05-added');
    });

    await step('The cart', async () => {
      await userEvent.click(productButton('Go to Cart'));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Cart (1)' }, FIRST_LOAD),
      ).toBeVisible();
      await screenOf(canvasElement, '06-cart');
    });

    let total = '';
    await step('Choose the FIRSTGLAM coupon', async () => {
      const before = shownTotal();
      await userEvent.click(main().getByRole('button', { name: 'Apply' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Apply Coupon' }, ANSWER));
      // FIRST200 is out of reach for a small order.
      await expect(dialog.getByRole('radio', { name: 'FIRST200' })).toBeDisabled();
      await userEvent.click(dialog.getByRole('radio', { name: 'FIRSTGLAM' }));
      await expect(dialog.getByRole('radio', { name: 'FIRSTGLAM' })).toBeChecked();
      await screenOf(canvasElement, '07-coupon');
      await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
      await expectToast('Coupon is applied!', ANSWER);
      await waitFor(() => expect(shownTotal()).not.toBe(before), ANSWER);
      total = shownTotal();
      const amount = (text: string) => Number(text.replace(/[₹,\s]/g, ''));
      await expect(amount(before) - amount(total)).toBeCloseTo(10, 2);
    });

    await step('Checkout', async () => {
      await userEvent.click(main().getByRole('link', { name: 'Checkout' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, FIRST_LOAD),
      ).toBeVisible();
      await expect(
        await main().findByRole('radio', { name: /Aanya Sharma/ }, ANSWER),
      ).toBeChecked();
      await expect(main().getByText('Coupon (FIRSTGLAM)')).toBeVisible();
      await expect(shownTotal()).toBe(total);
      await screenOf(canvasElement, '08-checkout');
    });

    await step('Place Order opens the simulated payment', async () => {
      await userEvent.click(main().getByRole('button', { name: 'Place Order' }));
      // The order is created on the back end before the sheet opens.
      const sheet = within(await screen.findByRole('dialog', { name: `Pay ${total}` }, ANSWER));
      await expect(sheet.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
      await screenOf(canvasElement, '09-payment');
    });

    await step('Pay: the order is in the order history', async () => {
      const sheet = within(screen.getByRole('dialog', { name: `Pay ${total}` }));
      await userEvent.click(sheet.getByRole('button', { name: `Pay ${total}` }));
      const plain = total.replace(/[₹,\s]/g, '');
      await expectToast(`Payment of Rs. ${plain} is Successful !`, ANSWER);
      const order = await canvas.findByRole('article', { name: 'Order Confirmed!' }, FIRST_LOAD);
      await expect(within(order).getByText(/^Payment Id:/)).toHaveTextContent(
        /^Payment Id: pay_[A-Za-z0-9]{14}$/,
      );
      await expect(within(order).getByText(/^Total Amount:/)).toHaveTextContent(
        `Total Amount: ${total}`,
      );
      await expect(canvas.getAllByRole('article', { name: 'Order Confirmed!' })).toHaveLength(1);
      await screenOf(canvasElement, '10-order-history');
    });
  },
};
