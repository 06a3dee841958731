import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardForm } from '@/features/payment/card-form';
import { today } from './payment-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Payment/Parts/CardForm',
  parameters: ownFrameInDocs(),
  component: CardForm,
  args: { id: 'card-form', onPay: fn(), now: today },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
        <button type="submit" form="card-form" className="mt-4 rounded-md border px-3 py-1">
          Submit
        </button>
      </div>
    ),
  ],
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled with the succeeding test card; the number reaches onPay as digits. */
export const Prefilled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith(
        { number: '4111111111111111', expiry: '12/30', cvv: '123' },
        expect.anything(),
      ),
    );
  },
};

/** An empty form: every field says what it needs. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV']) {
      await userEvent.clear(canvas.getByLabelText(label));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Enter a valid card number.')).toBeVisible();
    await expect(canvas.getByText('Enter the expiry as MM/YY.')).toBeVisible();
    await expect(canvas.getByText('Enter the 3 or 4 digit CVV.')).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };
