import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopTools } from '@/features/tester/console/shop-tools';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Request tester/Console/ShopTools',
  parameters: ownFrameInDocs(),
  component: ShopTools,
  args: {
    onSetStock: fn(() => Promise.resolve('Lakme Lipstick: 3 on hand, 3 can be ordered.')),
    onFireEvent: fn(() => Promise.resolve('Payment captured sent. The order is now: Paid.')),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sets a product's units on hand; the back end's answer shows under the form. */
export const SetStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Product id'), 'lipstick-1');
    await userEvent.type(canvas.getByLabelText('Units on hand'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Set stock' }));
    await expect(args.onSetStock).toHaveBeenCalledWith('lipstick-1', 3);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Lakme Lipstick: 3 on hand, 3 can be ordered.',
    );
  },
};

/** A fractional or negative count is refused before anything is sent. */
export const StockNotAWholeNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Product id'), 'lipstick-1');
    await userEvent.type(canvas.getByLabelText('Units on hand'), '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Set stock' }));
    await expect(canvas.getByLabelText('Units on hand')).toHaveAccessibleDescription(
      'Enter a whole number of units, 0 or more.',
    );
    await expect(args.onSetStock).not.toHaveBeenCalled();
  },
};

/** Fires the provider's "payment captured" at an order; the order's new status shows. */
export const FirePaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Order id'), 'order-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Payment captured' }));
    await expect(args.onFireEvent).toHaveBeenCalledWith('order-7', 'paid');
    await expect(await canvas.findByRole('status')).toHaveTextContent('The order is now: Paid.');
  },
};

/** The back end refuses (an unknown order): its reason shows, read at once. */
export const EventRefused: Story = {
  args: { onFireEvent: fn(() => Promise.reject(new Error('No order has the id "order-9".'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Order id'), 'order-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Payment failed' }));
    await expect(args.onFireEvent).toHaveBeenCalledWith('order-9', 'failed');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No order has the id "order-9".',
    );
  },
};
