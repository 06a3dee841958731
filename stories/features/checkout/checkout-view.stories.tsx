import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { priceDetails } from '@/domain/pricing';
import { CheckoutView } from '@/features/checkout/checkout-view';
import { addresses, details, lines } from './checkout-fixtures';

const meta = {
  title: 'Screens/Checkout/Parts/CheckoutView',
  // Test-only: the screen's stories show these states; these keep running as tests.
  tags: ['!dev', '!autodocs'],
  component: CheckoutView,
  parameters: { layout: 'fullscreen' },
  args: {
    lines,
    details,
    couponCode: 'FIRSTGLAM',
    addresses,
    selectedAddressId: 'addr-2',
    onSelectAddress: fn(),
    placing: false,
    onPlaceOrder: fn(),
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deliver To follows the chosen address. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('complementary', { name: 'Order summary' }));
    await expect(summary.getByText('Rohan Mehta')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { lines: [], details: priceDetails([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no products in cart.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
};

/** The server refused the order (a product ran short): its reasons above, the cart unchanged. */
export const Refused: Story = {
  args: {
    refusal: [
      'Only 1 left of "Mamaearth Ubtan Natural Face Wash": lower its quantity in the cart to place the order.',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your order could not be placed, and nothing was charged:',
    );
    await expect(alert).toHaveTextContent('Only 1 left of');
    await expect(
      within(alert).getByRole('link', { name: 'Change it in your cart' }),
    ).toHaveAttribute('href', '/cart');
  },
};

/** The payment method sits under the address; choosing one is reported up. */
export const ChoosesCashOnDelivery: Story = {
  args: { onSelectPaymentMethod: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Cash on Delivery'));
    await expect(args.onSelectPaymentMethod).toHaveBeenCalledWith('cod');
  },
};
