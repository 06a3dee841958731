import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewDialog } from '@/features/reviews/review-dialog';
import { Button } from '@/ui/button';
import { signedIn } from '../../support/session';

/**
 * Write a review (Edit your review once written): rating, title and body with their counters, the
 * rules said as messages under each field. Only for a signed-in shopper; a guest is asked to log in
 * instead. The product page loads it after the page itself (ReviewsSection).
 */
const meta = {
  title: 'Features/Reviews/ReviewDialog',
  component: ReviewDialog,
  args: {
    productId: '1b0e535b-0ce8-4f2f-8536-d33e7109d429',
    productName: "Plum BodyLovin' Hawaiian Rumba",
    trigger: <Button variant="secondary">Write a review</Button>,
  },
  loaders: [signedIn()],
} satisfies Meta<typeof ReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and empty: Post review says what each field needs. */
export const RulesSaid: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Write a review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeVisible();
  },
};

/** Editing: the shopper's review fills the form, and the title says Edit. */
export const Editing: Story = {
  args: {
    defaultOpen: true,
    review: {
      _id: 'mine',
      productId: '1b0e535b-0ce8-4f2f-8536-d33e7109d429',
      rating: 4,
      title: 'Beach day in a bottle',
      body: 'Fresh and fruity, and it lasts till lunch.',
      authorName: 'Aanya S.',
      verifiedPurchase: false,
      helpfulCount: 0,
      createdAt: '2026-11-20T10:00:00+05:30',
      updatedAt: '2026-11-20T10:00:00+05:30',
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Edit your review' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Beach day in a bottle');
    await expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
