import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentMethodPicker } from '@/features/checkout/payment-method-picker';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Checkout/Parts/PaymentMethodPicker',
  parameters: ownFrameInDocs(),
  component: PaymentMethodPicker,
  args: { value: 'online', amount: 1144, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay online is chosen; an arrow key or a click chooses Cash on Delivery. */
export const CashOnDeliveryOffered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment Method' });
    const online = within(group).getByRole('radio', { name: 'Pay online' });
    const cod = within(group).getByRole('radio', { name: 'Cash on Delivery' });
    await expect(online).toBeChecked();
    await expect(cod).toBeEnabled();
    await expect(cod).toHaveAccessibleDescription('Pay in cash when your order arrives.');
    online.focus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('cod'));
    await userEvent.keyboard('{/ArrowDown}');
  },
};

/** Cash on Delivery chosen. */
export const CashOnDeliveryChosen: Story = {
  args: { value: 'cod' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  },
};

/** Above ₹5,000: Cash on Delivery is disabled, and the reason is shown and read with it. */
export const CashOnDeliveryOverLimit: Story = {
  args: { value: 'cod', amount: 5912 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' });
    await expect(cod).toBeDisabled();
    await expect(cod).toHaveAccessibleDescription(
      'Cash on Delivery is available on orders up to ₹5,000',
    );
    await expect(
      canvas.getByText('Cash on Delivery is available on orders up to ₹5,000'),
    ).toBeVisible();
    // What was chosen falls back to paying online.
    await expect(canvas.getByRole('radio', { name: 'Pay online' })).toBeChecked();
    await userEvent.click(canvas.getByText('Cash on Delivery'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Exactly ₹5,000 is still within the limit. */
export const AtTheLimit: Story = {
  args: { amount: 5000 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Cash on Delivery' }),
    ).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
};
