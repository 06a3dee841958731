import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary } from '@/features/checkout/order-summary';
import { addresses, details, lines } from './checkout-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Checkout/Parts/OrderSummary',
  parameters: ownFrameInDocs(),
  component: OrderSummary,
  args: {
    lines,
    details,
    couponCode: 'FIRSTGLAM',
    deliverTo: addresses[0]!,
    placing: false,
    onPlaceOrder: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('× 2')).toBeVisible();
    await expect(canvas.getByText('Coupon (FIRSTGLAM)')).toBeVisible();
    await expect(
      canvas.getByText('Total Amount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₹1,144.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

export const NoAddressChosen: Story = {
  args: { deliverTo: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Choose or add an address to deliver to.'),
    ).toBeVisible();
  },
};

export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Processing payment…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** Cash on Delivery chosen: what will be paid at delivery shows above Place Order. */
export const CashOnDelivery: Story = {
  args: { paymentMethod: 'cod' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Cash on Delivery: pay/)).toHaveTextContent(
      'Cash on Delivery: pay ₹1,144.00 at delivery.',
    );
  },
};

/** Placing a Cash on Delivery order: no payment is processed, the button says so. */
export const PlacingCashOnDelivery: Story = {
  args: { paymentMethod: 'cod', placing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Placing your order…' }),
    ).toBeDisabled();
  },
};

/** A line asks for more than is left: it says so under its name. */
export const LineShort: Story = {
  args: { lines: lines.map((line, i) => (i === 0 ? { ...line, stock: 1 } : line)) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Only 1 left: lower the quantity to place the order'),
    ).toBeVisible();
  },
};
