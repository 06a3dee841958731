import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../app/app-shell';
import { settleImages } from '../components/settle-images';
import { clearToasts } from '../features/cart/clear-toasts';
import { ANSWER, FIRST_LOAD, asOwnTab, snap } from './flow-support';
import { isolatedInDocs } from '../support/docs';
import { storyboardPage } from './storyboard-page';
import { STORYBOARDS } from './storyboards';
import { expectToast } from '../support/toast';

const TONER = 'Plum Green Tea Alcohol-Free Toner';

const SHOPPER = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@glamour.test',
  password: 'glam5678',
};

const ADDRESS: Record<string, string> = {
  'Enter Name': 'Meera Iyer',
  'Enter House No., Road, Colony': '7, Sea Breeze, Carter Road',
  'Enter City': 'Mumbai',
  'Enter State': 'Maharashtra',
  'Enter Country': 'India',
  'Enter Pincode': '400050',
  'Enter Mobile Number': '9988776655',
};

/** A step's screen for its screenshot: pictures loaded, no toast left (see guest-checkout). */
async function screenOf(canvasElement: HTMLElement, step: string) {
  await clearToasts();
  await settleImages(canvasElement);
  await snap(step);
}

/**
 * A new shopper: signs up, has no address yet, adds one
 * in the account's address book, fills the cart from the listing and checks out to the new
 * address, paying by UPI in the simulated sheet; the order is in their order history.
 */
const meta = {
  title: 'Flows/Sign up, add an address, order',
  component: AppShell,
  // The flow is its own tab: story tests of other files beside it share the browser's storage.
  beforeEach: asOwnTab,
  parameters: {
    ...isolatedInDocs(),
    // The docs page is the flow's storyboard: each step's picture in order, with its caption.
    docs: { ...isolatedInDocs().docs, page: storyboardPage(STORYBOARDS.signupAddressOrder) },
    layout: 'fullscreen',
    route: { path: '/signup' },
    // The payment id is made up by the simulated provider at random: painted over.
    visual: { steps: true, mask: ['article[aria-labelledby^="order-"] .font-mono'] },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignUpAddAddressOrder: Story = {
  name: 'Sign up, add an address, order',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const main = () => within(canvas.getByRole('main'));
    const nav = () => within(canvas.getByRole('navigation', { name: 'Main' }));

    await step('Sign up', async () => {
      // The first screen of a flow waits for its lazy route chunk.
      const form = within(await canvas.findByRole('form', { name: 'Signup' }, FIRST_LOAD));
      await userEvent.type(form.getByLabelText('First name'), SHOPPER.firstName);
      await userEvent.type(form.getByLabelText('Last name'), SHOPPER.lastName);
      await userEvent.type(form.getByLabelText('Email address'), SHOPPER.email);
      await userEvent.type(form.getByLabelText('Password'), SHOPPER.password);
      await userEvent.type(form.getByLabelText('Confirm password'), SHOPPER.password);
      await screenOf(canvasElement, '01-signup');
      await userEvent.click(form.getByRole('button', { name: 'Signup' }));
      await expectToast('Signup successful!', ANSWER);
      // Signed in: the navbar names the new shopper.
      await expect(await nav().findByRole('link', { name: /Meera/ }, ANSWER)).toBeVisible();
    });

    await step('No address yet', async () => {
      await userEvent.click(nav().getByRole('link', { name: /Meera/ }));
      await userEvent.click(
        await canvas.findByRole('tab', { name: 'Address Details' }, FIRST_LOAD),
      );
      await expect(await main().findByText('No Address added!', {}, ANSWER)).toBeVisible();
      await screenOf(canvasElement, '02-no-address');
    });

    await step('Add an address', async () => {
      await userEvent.click(main().getByRole('button', { name: 'Add New Address' }));
      const form = within(main().getByRole('form', { name: 'Add new address' }));
      for (const [placeholder, value] of Object.entries(ADDRESS))
        await userEvent.type(form.getByPlaceholderText(placeholder), value);
      await screenOf(canvasElement, '03-address-form');
      await userEvent.click(form.getByRole('button', { name: 'Add' }));
      await expectToast('New Address is added successfully!', ANSWER);
      const card = await main().findByRole('article', { name: /^Address of Meera Iyer/ }, ANSWER);
      await expect(card).toHaveTextContent('7, Sea Breeze, Carter Road');
      await screenOf(canvasElement, '04-address-book');
    });

    await step('Add a product to the cart from the listing', async () => {
      await userEvent.click(nav().getByRole('link', { name: 'All products' }));
      const card = await main().findByRole('article', { name: TONER }, FIRST_LOAD);
      await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
      await expect(
        await within(card).findByRole('button', { name: 'Go to Cart' }, ANSWER),
      ).toBeVisible();
      await userEvent.click(within(card).getByRole('button', { name: 'Go to Cart' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Cart (1)' }, FIRST_LOAD),
      ).toBeVisible();
      await screenOf(canvasElement, '05-cart');
    });

    let total = '';
    await step('Checkout: the new address is chosen', async () => {
      await userEvent.click(main().getByRole('link', { name: 'Checkout' }));
      const address = await main().findByRole('radio', { name: /Meera Iyer/ }, FIRST_LOAD);
      await expect(address).toBeChecked();
      const addresses = main().getByRole('radiogroup', { name: 'Select Address' });
      await expect(within(addresses).getAllByRole('radio')).toHaveLength(1);
      total = screen.getAllByTestId('total-amount')[0]?.textContent ?? '';
      await screenOf(canvasElement, '06-checkout');
    });

    await step('Pay by UPI in the simulated sheet', async () => {
      await userEvent.click(main().getByRole('button', { name: 'Place Order' }));
      // The order is created on the back end before the sheet opens: this is the wait that failed
      // under load with Testing Library's default 1 s.
      const sheet = within(await screen.findByRole('dialog', { name: `Pay ${total}` }, ANSWER));
      await userEvent.click(sheet.getByRole('tab', { name: 'UPI' }));
      await userEvent.type(sheet.getByLabelText('UPI ID'), 'success@razorpay');
      await screenOf(canvasElement, '07-upi');
      await userEvent.click(sheet.getByRole('button', { name: `Pay ${total}` }));
      const plain = total.replace(/[₹,\s]/g, '');
      await expectToast(`Payment of Rs. ${plain} is Successful !`, ANSWER);
    });

    await step('The order, delivered to the new address', async () => {
      const order = await canvas.findByRole('article', { name: 'Order Confirmed!' }, FIRST_LOAD);
      await expect(order).toHaveTextContent('7, Sea Breeze, Carter Road');
      await expect(order).toHaveTextContent(TONER);
      await expect(within(order).getByText(/^Total Amount:/)).toHaveTextContent(
        `Total Amount: ${total}`,
      );
      // The emptied cart comes back from the back end after the order.
      await waitFor(
        () => expect(nav().getByRole('link', { name: /^Cart$/ })).toBeVisible(),
        ANSWER,
      );
      await screenOf(canvasElement, '08-order-history');
    });
  },
};
