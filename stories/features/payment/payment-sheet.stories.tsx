import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentSheet } from '@/features/payment/payment-sheet';
import { paymentOptions, today } from './payment-fixtures';
import { screenParameters } from '../../support/screen-docs';

const meta = {
  title: 'Screens/Payment',
  component: PaymentSheet,
  args: { options: paymentOptions, onOutcome: fn(), processingMs: 0, now: today },
  parameters: screenParameters('Screens/Payment', 760),
  // The sheet is a dialog in a portal: give the story root room so the screenshot holds it.
  decorators: [
    (Story) => (
      <div className="min-h-[700px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => within(document.body).findByRole('dialog', { name: 'Pay ₹1,144.00' });

/** Opens on Card with the test card that succeeds: Pay (from the keyboard) pays. */
export const Card: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await expect(dialog.getByRole('tab', { name: 'Card' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    await expect(
      dialog.getByText('Thank you for shopping with us', { exact: false }),
    ).toBeVisible();
    dialog.getByRole('button', { name: 'Pay ₹1,144.00' }).focus();
    await userEvent.keyboard('{Enter}');
    // Handed over to be charged (by the server in server mode), as the shopper entered it.
    await waitFor(() =>
      expect(args.onOutcome).toHaveBeenCalledWith({
        status: 'pay',
        payment: { method: 'card', number: '4111111111111111', expiry: '12/30', cvv: '123' },
      }),
    );
  },
};

/** 4000 0000 0000 0002 (declined when charged) is handed over as entered. */
export const Declined: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    const number = dialog.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, '4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹1,144.00' }));
    await waitFor(() =>
      expect(args.onOutcome).toHaveBeenCalledWith({
        status: 'pay',
        payment: { method: 'card', number: '4000000000000002', expiry: '12/30', cvv: '123' },
      }),
    );
  },
};

/** Bad number, past expiry and short CVV: each says what is wrong; nothing is charged. */
export const CardValidation: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    const number = dialog.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, '4111 1111 1111 1112');
    const expiry = dialog.getByLabelText('Expiry (MM/YY)');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '10/26');
    const cvv = dialog.getByLabelText('CVV');
    await userEvent.clear(cvv);
    await userEvent.type(cvv, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹1,144.00' }));
    await expect(await dialog.findByText('Enter a valid card number.')).toBeVisible();
    await expect(
      dialog.getByText('This card has expired: enter a future expiry date.'),
    ).toBeVisible();
    await expect(dialog.getByText('Enter the 3 or 4 digit CVV.')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Enter a valid card number.');
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** UPI: success@razorpay pays; the tab is reached with the arrow keys. */
export const Upi: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    dialog.getByRole('tab', { name: 'Card' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(dialog.getByLabelText('UPI ID'), 'success@razorpay');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹1,144.00' }));
    await waitFor(() =>
      expect(args.onOutcome).toHaveBeenCalledWith({
        status: 'pay',
        payment: { method: 'upi', vpa: 'success@razorpay' },
      }),
    );
  },
};

/** failure@razorpay (failed when charged) is handed over as entered. */
export const UpiFailure: Story = {
  args: { defaultTab: 'upi' },
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.type(dialog.getByLabelText('UPI ID'), 'failure@razorpay{Enter}');
    await waitFor(() =>
      expect(args.onOutcome).toHaveBeenCalledWith({
        status: 'pay',
        payment: { method: 'upi', vpa: 'failure@razorpay' },
      }),
    );
  },
};

/** A malformed UPI id is refused with a message. */
export const UpiValidation: Story = {
  args: { defaultTab: 'upi' },
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.type(dialog.getByLabelText('UPI ID'), 'success');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹1,144.00' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Enter a valid UPI id, like name@bank.',
    );
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** Cancel, Escape and the × all dismiss. */
export const Dismissed: Story = {
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOutcome).toHaveBeenLastCalledWith({ status: 'dismissed' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOutcome).toHaveBeenCalledTimes(2);
  },
};

/** While processing nothing can be changed or closed. */
export const Processing: Story = {
  args: { processingMs: 60_000 },
  play: async ({ args }) => {
    const dialog = within(await sheet());
    await userEvent.click(dialog.getByRole('button', { name: 'Pay ₹1,144.00' }));
    await expect(await dialog.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByLabelText('Card number')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await sheet()).toBeVisible();
  },
};
