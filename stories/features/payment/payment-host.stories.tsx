import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentResult } from '@/domain/payment';
import { PaymentHost } from '@/features/payment/payment-host';
import { PAYMENT_ID_PATTERN } from '@/domain/payment-id';
import { SimulatedPayment } from '@/features/payment/simulated-payment';
import { paymentOptions, today } from './payment-fixtures';
import { ownFrameInDocs } from '../../support/docs';

/**
 * The simulated provider end to end: `open()` shows the sheet through the host and its promise
 * settles with the shopper's choice. Each story makes its own provider.
 */
const meta = {
  title: 'Screens/Payment/Parts/PaymentHost',
  parameters: ownFrameInDocs(),
  component: PaymentHost,
  args: { provider: new SimulatedPayment(), processingMs: 0, now: today },
  decorators: [
    (Story) => (
      <div className="min-h-[700px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

function settled(promise: Promise<PaymentResult>) {
  const state: { result?: PaymentResult; error?: unknown } = {};
  promise.then(
    (result) => (state.result = result),
    (error: unknown) => (state.error = error),
  );
  return state;
}

/** Nothing shows until a payment is opened; paying resolves with a pay_ id and closes the sheet. */
export const PaysWithTestCard: Story = {
  args: { provider: new SimulatedPayment() },
  play: async ({ args }) => {
    const provider = args.provider as SimulatedPayment;
    await expect(body().queryByRole('dialog')).toBeNull();
    const outcome = settled(provider.open(paymentOptions));
    const dialog = await body().findByRole('dialog', { name: 'Pay ₹1,144.00' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,144.00' }));
    await waitFor(() => expect(outcome.result?.paymentId).toMatch(PAYMENT_ID_PATTERN));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Cancel rejects with a 'dismissed' PaymentError; the next payment opens a fresh sheet. */
export const CancelledThenDeclined: Story = {
  args: { provider: new SimulatedPayment() },
  play: async ({ args }) => {
    const provider = args.provider as SimulatedPayment;
    const first = settled(provider.open(paymentOptions));
    let dialog = await body().findByRole('dialog', { name: 'Pay ₹1,144.00' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.error).toMatchObject({ kind: 'dismissed' }));

    const second = settled(provider.open(paymentOptions));
    dialog = await body().findByRole('dialog', { name: 'Pay ₹1,144.00' });
    const number = within(dialog).getByLabelText('Card number');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await userEvent.clear(number);
    await userEvent.type(number, '4000 0000 0000 0002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,144.00' }));
    await waitFor(() =>
      expect(second.error).toMatchObject({
        kind: 'failed',
        message: 'Your card was declined by the bank.',
      }),
    );
  },
};
