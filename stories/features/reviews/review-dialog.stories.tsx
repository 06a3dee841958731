import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Review } from '@/domain/reviews';
import { ReviewDialog } from '@/features/reviews/review-dialog';
import { Button } from '@/ui/button';
import { mswParameters } from '../../support/msw';
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
    // The form shows once the shopper's own review is known (none here).
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Post review' }));
    await expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeVisible();
  },
};

const MINE = '*/api/products/:productId/reviews/mine';

const OWN_REVIEW: Review = {
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
};

/** Editing: the shopper's review fills the form, and the title says Edit. */
export const Editing: Story = {
  args: { defaultOpen: true },
  parameters: mswParameters({
    reviews: [http.get(MINE, () => HttpResponse.json({ review: OWN_REVIEW }))],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Edit your review' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Beach day in a bottle');
    await expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/**
 * Opened before the shopper's own review is known: the dialog says it is loading it, and no form
 * shows, since one opened empty would replace that review on posting.
 */
export const LoadingOwnReview: Story = {
  args: { defaultOpen: true },
  parameters: mswParameters({
    reviews: [
      http.get(MINE, async () => {
        await delay('infinite');
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Write a review' });
    await expect(within(dialog).getByRole('status', { name: 'Loading your review' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Post review' })).toBeNull();
  },
};

/**
 * The shopper's own review could not be read: the dialog says so with Try again (no empty form),
 * and once it is read the form edits it.
 */
let mineFails = true;
export const OwnReviewRetried: Story = {
  args: { defaultOpen: true },
  loaders: [
    signedIn(),
    async () => {
      mineFails = true;
      return {};
    },
  ],
  parameters: mswParameters({
    reviews: [
      http.get(MINE, () =>
        mineFails
          ? HttpResponse.json({ errors: ['The server is not answering.'] }, { status: 503 })
          : HttpResponse.json({ review: OWN_REVIEW }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Write a review' }));
    await expect(
      await dialog.findByText('Your review could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    mineFails = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    const edit = await page.findByRole('dialog', { name: 'Edit your review' });
    await expect(within(edit).getByLabelText('Title')).toHaveValue('Beach day in a bottle');
  },
};
