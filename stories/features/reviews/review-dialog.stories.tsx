import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    // Focus goes to the first thing to fix, the rating (its group described by the message).
    const firstStar = within(dialog).getByRole('radio', { name: '1 star' });
    await waitFor(() => expect(firstStar).toHaveFocus());
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

/**
 * Closed by a click beside it or Escape before Post review: what was written is there when the
 * dialog opens again (for the page's life), not lost.
 */
export const UnsentKeptWhenClosed: Story = {
  // Its own product: what it leaves unsent is no other story's.
  args: { productId: '4030410b-68a1-46f9-a8ad-82e3f5929dbe', productName: 'Lakme Eyeconic Kajal' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Write a review' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Write a review' }));
    await userEvent.type(await dialog.findByLabelText('Title'), 'Stays put all day');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Write a review' }));
    const again = within(await page.findByRole('dialog', { name: 'Write a review' }));
    await expect(await again.findByLabelText('Title')).toHaveValue('Stays put all day');
  },
};

/**
 * Post review pressed, the answer still on its way: Escape and a click beside it leave the dialog
 * open, and it has no Close button, so the answer (a refusal, say) has somewhere to show.
 */
export const HeldOpenWhileSending: Story = {
  args: {
    defaultOpen: true,
    productId: 'c7e27c1c-7c5e-4b6c-9f37-1f1f0b9b3f9e',
    productName: 'A product with no review',
  },
  parameters: mswParameters({
    reviews: [
      http.get(MINE, () => HttpResponse.json({ review: null })),
      http.post('*/api/products/:productId/reviews', async () => {
        await delay('infinite');
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Write a review' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    (await dialog.findByRole('radio', { name: '1 star' })).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.type(dialog.getByLabelText('Title'), 'Lovely');
    await userEvent.type(dialog.getByLabelText('Your review'), 'Soft, and it lasts the day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Post review' }));
    await expect(await page.findByRole('dialog', { busy: true })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('no dialog overlay');
    await userEvent.click(overlay);
    await expect(page.getByRole('dialog', { name: 'Write a review' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
