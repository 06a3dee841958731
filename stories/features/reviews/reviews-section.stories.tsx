import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { failing, loading } from '@mocks/scenarios';
import { getSession } from '@/api/session';
import type { Review, ReviewPage } from '@/domain/reviews';
import { ReviewsSection } from '@/features/reviews/reviews-section';
import { ownFrameInDocs } from '../../support/docs';
import { mswParameters } from '../../support/msw';
import { storyBackend } from '../../support/backend';
import { signedIn, signedInAsGuest } from '../../support/session';

/** The Lakme lipstick: five sample reviews come with the shop. */
const LIPSTICK = {
  productId: '8332f751-1305-49a0-83c2-c25138bd44cc',
  productName: 'Lakme 9 To 5 Primer + Matte Lipstick',
};
/** The Plum perfume: no review yet. */
const PERFUME = {
  productId: '1b0e535b-0ce8-4f2f-8536-d33e7109d429',
  productName: "Plum BodyLovin' Hawaiian Rumba",
};

/**
 * A product's reviews on its page, below the details: the one rating and its histogram (a bar
 * filters by its stars), the sort, ten reviews a page, and Write a review. Who sees what: a visitor
 * reads and is offered Log in to write a review; a signed-in shopper votes Helpful and reports, but
 * not on their own review (its count shows instead, as a visitor sees it); a guest is offered Sign
 * up to write a review and no votes. States: loading, failed, empty, a page of reviews.
 */
const meta = {
  title: 'Features/Reviews/ReviewsSection',
  component: ReviewsSection,
  parameters: ownFrameInDocs(),
  args: LIPSTICK,
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary, the histogram and the first page, read by a visitor. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ratings & reviews' })).toBeVisible();
    await expect(await canvas.findByText('5 reviews')).toBeVisible();
    await expect(canvas.getAllByText('Verified purchase')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Log in to write a review' })).toBeVisible();
  },
};

/** A bar of the histogram shows only the reviews with its stars; pressed again, all of them. */
export const FilteredByStars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const five = await canvas.findByRole('button', { name: /reviews with 5 stars/ });
    await userEvent.click(five);
    await expect(await canvas.findByText('2 reviews with 5 stars')).toBeVisible();
    await expect(five).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all reviews' }));
    await expect(await canvas.findByText('5 reviews')).toBeVisible();
  },
};

/** Sorted lowest first: the two-star review leads. */
export const SortedLowest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Sort by' }),
      'lowest',
    );
    await waitFor(async () =>
      expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Not for me'),
    );
  },
};

export const Empty: Story = {
  args: PERFUME,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No reviews yet. Be the first to review this product.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswParameters({ reviews: loading('reviews') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading reviews')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: mswParameters({ reviews: failing('reviews') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The reviews could not be loaded.')).toBeVisible();
  },
};

/** A signed-in shopper writes one: stars by keyboard, a title, the review; it shows at once. */
export const WriteAReview: Story = {
  args: PERFUME,
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const writeButton = await canvas.findByRole('button', { name: 'Write a review' });
    // It waits for the shopper's own review (none yet) to be known.
    await waitFor(() => expect(writeButton).toBeEnabled());
    await userEvent.click(writeButton);
    const dialog = await page.findByRole('dialog', { name: 'Write a review' });
    // Nothing filled in: the rules speak.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeVisible();
    // The stars are a radio group: focus the first, arrow to the fourth.
    within(dialog).getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Beach day in a bottle');
    await userEvent.type(
      within(dialog).getByLabelText('Your review'),
      'Fresh and fruity, and it lasts till lunch.',
    );
    await expect(within(dialog).getByText('21 / 100')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Beach day in a bottle')).toBeVisible();
    const edit = await canvas.findByRole('button', { name: 'Edit your review' });
    await expect(edit).toBeVisible();
    // The first review moved the button out of the empty state: focus followed it.
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/**
 * The shopper's own review not known yet (its request still on its way): the button opens the
 * dialog at once, which waits for it, since a form opened empty would replace that review.
 */
export const OwnReviewStillLoading: Story = {
  loaders: [signedIn()],
  parameters: mswParameters({
    reviews: [
      http.get('*/api/products/:productId/reviews/mine', async () => {
        await delay('infinite');
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 reviews')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Write a review' }));
    await expect(await dialog.findByRole('status', { name: 'Loading your review' })).toBeVisible();
    await expect(dialog.queryByLabelText('Title')).toBeNull();
  },
};

/** Helpful counts the shopper's vote once; Report asks for a reason. */
export const HelpfulAndReport: Story = {
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const [first] = await canvas.findAllByRole('button', { name: 'Helpful (0)' });
    if (!first) throw new Error('no Helpful button');
    await userEvent.click(first);
    await expect(await canvas.findByRole('button', { name: 'Helpful (1)' })).toBeDisabled();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Report' })[0] as HTMLElement);
    const dialog = await page.findByRole('dialog', { name: 'Report this review' });
    await userEvent.type(
      within(dialog).getByLabelText('What is wrong with it?'),
      'Not about the product',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByText('Reported. Thank you.')).toBeVisible();
  },
};

/**
 * A guest (server mode's Login As Guest) reads the reviews and what others found helpful, and is
 * offered Sign up to write a review: the shop takes reviews, votes and reports only from an account
 * that can log in again.
 */
export const AsAGuest: Story = {
  loaders: [signedInAsGuest()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 reviews')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up to write a review' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.queryByRole('button', { name: 'Write a review' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Helpful/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Report' })).toBeNull();
    await expect(canvas.getAllByText(/found this helpful$/)).toHaveLength(5);
  },
};

/** The shopper's own review among the others: no Helpful or Report on it, the others keep theirs. */
export const WithTheShoppersOwnReview: Story = {
  // One loader: Storybook runs a story's loaders side by side, and the review needs the session.
  loaders: [
    async () => {
      await signedIn()();
      const response = await storyBackend.api.request(
        `/api/products/${LIPSTICK.productId}/reviews`,
        {
          method: 'POST',
          headers: {
            authorization: getSession().token ?? '',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            rating: 5,
            title: 'My everyday red',
            body: 'Stays put through lunch and a coffee.',
          }),
        },
      );
      if (!response.ok) throw new Error(`the review was not saved: ${response.status}`);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 reviews')).toBeVisible();
    // Once the shopper's own review is known (Edit your review says so).
    await expect(await canvas.findByRole('button', { name: 'Edit your review' })).toBeVisible();
    const own = (await canvas.findByText('My everyday red')).closest('article');
    if (!(own instanceof HTMLElement)) throw new Error('no article for the own review');
    await expect(within(own).queryByRole('button')).toBeNull();
    await expect(within(own).getByText('0 found this helpful')).toBeVisible();
    // The other five keep Helpful and Report.
    await expect(canvas.getAllByRole('button', { name: /^Helpful/ })).toHaveLength(5);
  },
};

/** How many reviews the product of LastPageEmptied shows; the third report takes one away. */
let shownReviews = 11;

const madeUpReview = (n: number): Review => ({
  _id: `review-${n}`,
  productId: LIPSTICK.productId,
  rating: 4,
  title: `Review number ${n}`,
  body: 'Nice colour, lasts the day.',
  authorName: 'Aanya S.',
  verifiedPurchase: false,
  helpfulCount: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});

/**
 * Eleven reviews, so two pages; the one review on page 2 is reported a third time and hidden. The
 * list goes back to the last page there is (page 1), not an empty page without its buttons.
 */
export const LastPageEmptied: Story = {
  loaders: [
    signedIn(),
    async () => {
      shownReviews = 11;
      return {};
    },
  ],
  parameters: mswParameters({
    reviews: [
      http.get('*/api/products/:productId/reviews', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const all = Array.from({ length: shownReviews }, (_, i) => madeUpReview(i + 1));
        const body: ReviewPage = {
          reviews: all.slice((page - 1) * 10, page * 10),
          total: shownReviews,
          summary: {
            average: 4,
            ratingCount: shownReviews,
            reviewCount: shownReviews,
            histogram: { '1': 0, '2': 0, '3': 0, '4': shownReviews, '5': 0 },
          },
        };
        return HttpResponse.json(body);
      }),
      http.post('*/api/reviews/:reviewId/report', () => {
        shownReviews = 10;
        return HttpResponse.json({ reported: true, hidden: true });
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('11 reviews')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Review number 11')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Report this review' });
    await userEvent.type(within(dialog).getByLabelText('What is wrong with it?'), 'Spam.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByText('10 reviews')).toBeVisible();
    await expect(await canvas.findByText('Review number 1')).toBeVisible();
    await expect(canvas.getAllByText(/^Review number \d+$/)).toHaveLength(10);
  },
};

/**
 * A title and a review written as one long word, on a phone: they wrap inside the list, and the
 * page never scrolls sideways.
 */
export const LongWordsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: mswParameters({
    reviews: [
      http.get('*/api/products/:productId/reviews', () => {
        const body: ReviewPage = {
          reviews: [
            {
              ...madeUpReview(1),
              title: `Love${'e'.repeat(90)}ly`,
              body: `So${'o'.repeat(400)} good`,
              authorName: `Venkataramanalakshmi${'i'.repeat(40)} S.`,
            },
          ],
          total: 1,
          summary: {
            average: 4,
            ratingCount: 1,
            reviewCount: 1,
            histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
          },
        };
        return HttpResponse.json(body);
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { name: /^Loveee/ });
    const review = title.closest('article');
    if (!review) throw new Error('no review');
    // Nothing sticks out of the review, nor out of the page.
    await expect(review.scrollWidth).toBeLessThanOrEqual(review.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
