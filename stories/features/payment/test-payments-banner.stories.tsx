import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TEST_PAYMENTS_NOTICE, TestPaymentsBanner } from '@/features/payment/test-payments-banner';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Components/Shop parts/TestPaymentsBanner',
  component: TestPaymentsBanner,
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof TestPaymentsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Server mode without Razorpay's keys: every page says the shop takes test payments only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(TEST_PAYMENTS_NOTICE);
  },
};
