import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpiForm } from '@/features/payment/upi-form';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Payment/Parts/UpiForm',
  parameters: ownFrameInDocs(),
  component: UpiForm,
  args: { id: 'upi-form', onPay: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpiForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits; the id is trimmed. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('UPI ID');
    await expect(input).toHaveAccessibleDescription(
      'Test mode: success@razorpay succeeds and failure@razorpay fails.',
    );
    await userEvent.type(input, ' success@razorpay {Enter}');
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith({ vpa: 'success@razorpay' }, expect.anything()),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('UPI ID'), 'not an id{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a valid UPI id, like name@bank.',
    );
    await expect(canvas.getByLabelText('UPI ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
