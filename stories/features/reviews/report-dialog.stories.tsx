import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportDialog } from '@/features/reviews/report-dialog';
import { signedIn } from '../../support/session';

/**
 * Report on a review: a signed-in shopper tells the shop what is wrong with it, once. Three
 * reports hide the review until the operator decides. Offer it on every review but the shopper's
 * own; never as the way to disagree with a rating.
 */
const meta = {
  title: 'Features/Reviews/ReportDialog',
  component: ReportDialog,
  // The first of the shop's sample reviews, of the Lakme lipstick.
  args: { productId: '8332f751-1305-49a0-83c2-c25138bd44cc', reviewId: 'sample-review-01' },
  loaders: [signedIn()],
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quiet button under a review. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Report' })).toBeVisible();
  },
};

/** An empty reason is refused in words; a reason is sent once, and the button says so. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Report this review' });
    await userEvent.type(within(dialog).getByLabelText('What is wrong with it?'), 'Advertising.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent('Reported. Thank you.');
    // The Report button is gone: focus comes back to the thanks, not to the page.
    await waitFor(() => expect(thanks).toHaveFocus());
  },
};
