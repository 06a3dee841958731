/**
 * A product's reviews on its page: the summary (the one rating and a histogram whose bars filter by
 * stars), the sort, one page of reviews with Verified purchase, Helpful and Report (not on the
 * shopper's own review), the pages, and Write a review (Edit your review once written) for a
 * signed-in shopper; a guest is offered Sign up to write a review instead, and no votes. The rules:
 * src/domain/reviews.ts; the API: src/api/reviews.ts.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageSquareText, Star } from 'lucide-react';
import { isApiError } from '@/api/client';
import {
  FIRST_REVIEW_PAGE,
  useMarkHelpful,
  useMyReview,
  useReviewPage,
  type Review,
} from '@/api/reviews';
import { useSession } from '@/api/session';
import { isGuestEmail } from '@/domain/email';
import { formatCount } from '@/domain/format';
import {
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  type ReviewQuery,
  type ReviewSort,
  type ReviewSummary,
} from '@/domain/reviews';
import { paths } from '@/lib/paths';
import { EmptyState } from '@/components/empty-state';
import { RegionBoundary } from '@/components/region-boundary';
import { InlineLoadError } from '@/components/load-error';
import { Rating } from '@/components/rating';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Skeleton } from '@/ui/skeleton';
import { ReportDialog } from './report-dialog';

// The write form (react-hook-form and zod) loads after the page, not with it: reading reviews
// needs neither. The dialog's root and its button are the page's, there from the start and the
// same element before and after the form's code is in, so a press that spans its arrival is not
// lost; the form shows once it is in, and Radix gives focus back to the button on closing.
// Its code failing to arrive (a lost connection, a deploy that removed the old file) breaks only
// the dialog: it says so, with a retry that asks for the code afresh (a lazy component keeps its
// failure, so the retry is a new one).
const loadReviewDialog = () =>
  import('./review-dialog').then((m) => ({ default: m.ReviewDialogContent }));
const FirstReviewDialogContent = lazy(loadReviewDialog);

const SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};

interface ReviewsSectionProps {
  productId: string;
  productName: string;
}

export function ReviewsSection({ productId, productName }: ReviewsSectionProps) {
  const headingId = useId();
  const [query, setQuery] = useState<ReviewQuery>(FIRST_REVIEW_PAGE);
  // The write form's dialog: open from its button's press, shown once its code is in.
  const [writeOpen, setWriteOpen] = useState(false);
  const [ReviewDialogContent, setReviewDialogContent] = useState(() => FirstReviewDialogContent);
  const [formRetried, setFormRetried] = useState(false);
  const page = useReviewPage(productId, query);
  const { status, user } = useSession();
  // A guest (server mode's Login As Guest) reads reviews; the server takes writing, votes and
  // reports only from an account that can log in again.
  const guest = status === 'signedIn' && user !== null && isGuestEmail(user.email);
  const mine = useMyReview(productId);
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / query.pageSize)) : 1;
  // A change that rebuilds the section (the first review posted moves Write a review out of the
  // empty state; a third report hides the review reported) can take away the element that had
  // focus: then it goes to Write a review or the section's heading, not to the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  const writeButton = useRef<HTMLButtonElement>(null);
  const rescueFocus = useRef(false);
  useEffect(() => {
    if (!rescueFocus.current) return;
    rescueFocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (writeButton.current ?? heading.current)?.focus();
  }, [page.data]);
  // Fewer reviews than the page shown needs (the last one on it hidden, removed): back to the last
  // page there is, rather than an empty list with no page buttons.
  if (page.data && query.page > pages) setQuery({ ...query, page: pages });

  const writeLabel = mine.data ? 'Edit your review' : 'Write a review';
  const write =
    status === 'signedIn' && !guest ? (
      <Dialog
        open={writeOpen}
        onOpenChange={(open) => {
          setWriteOpen(open);
          // A later opening starts again from Try again (the retry's failure is this opening's).
          if (!open) setFormRetried(false);
        }}
      >
        <DialogTrigger asChild>
          <Button ref={writeButton} variant="secondary">
            {writeLabel}
          </Button>
        </DialogTrigger>
        <RegionBoundary
          name="The review form"
          resetKey={ReviewDialogContent}
          fallback={() => (
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{writeLabel}</DialogTitle>
                <DialogDescription>{productName}</DialogDescription>
              </DialogHeader>
              {formRetried ? (
                // A browser may keep a module's failure for the life of the page: a reload (which
                // also fetches a fresh page after a deploy) is the retry that works then.
                <InlineLoadError
                  message="The review form still could not be loaded. Reload the page to try again."
                  retryLabel="Reload the page"
                  onRetry={() => window.location.reload()}
                />
              ) : (
                <InlineLoadError
                  message="The review form could not be loaded."
                  onRetry={() => {
                    setFormRetried(true);
                    setReviewDialogContent(() => lazy(loadReviewDialog));
                  }}
                />
              )}
            </DialogContent>
          )}
        >
          <Suspense fallback={null}>
            <ReviewDialogContent
              productId={productId}
              productName={productName}
              onSaved={() => {
                rescueFocus.current = true;
                setWriteOpen(false);
              }}
            />
          </Suspense>
        </RegionBoundary>
      </Dialog>
    ) : guest ? (
      <Button asChild variant="secondary">
        <Link to={paths.signup}>{REVIEW_MESSAGES.guest}</Link>
      </Button>
    ) : (
      <Button asChild variant="secondary">
        <Link to={paths.login}>Log in to write a review</Link>
      </Button>
    );

  let body;
  if (page.isPending) {
    body = <ReviewsSkeleton />;
  } else if (page.isError) {
    body = (
      <InlineLoadError
        message="The reviews could not be loaded."
        onRetry={() => void page.refetch()}
      />
    );
  } else if (page.data.summary.reviewCount === 0) {
    body = (
      <EmptyState
        headingLevel="h3"
        icon={<MessageSquareText />}
        title={REVIEW_MESSAGES.empty}
        action={write}
      />
    );
  } else {
    const { summary, reviews, total } = page.data;
    body = (
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <div className="flex flex-col gap-4">
          <Summary
            summary={summary}
            rating={query.rating}
            onRating={(rating) => setQuery({ ...query, rating, page: 1 })}
          />
          {write}
        </div>
        {/* min-w-0: a review's long word wraps inside the column instead of widening the page. */}
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-neutral-700" aria-live="polite">
              {query.rating
                ? `${formatCount(total)} ${total === 1 ? 'review' : 'reviews'} with ${query.rating} ${query.rating === 1 ? 'star' : 'stars'}`
                : `${formatCount(total)} ${total === 1 ? 'review' : 'reviews'}`}
            </p>
            <label className="flex items-center gap-2 text-sm">
              Sort by
              <select
                className="rounded-md border border-neutral-300 bg-white px-2 py-1"
                value={query.sort}
                onChange={(e) =>
                  setQuery({ ...query, sort: e.target.value as ReviewSort, page: 1 })
                }
              >
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ul className="flex flex-col divide-y divide-neutral-200">
            {reviews.map((review) => (
              <li key={review._id} className="py-4">
                <ReviewItem
                  review={review}
                  productId={productId}
                  // Not on one's own review, and not as a guest: the server refuses both. Until
                  // the shopper's own review is known, none (they would flash on it, or fail).
                  canVote={
                    status === 'signedIn' &&
                    !guest &&
                    mine.isSuccess &&
                    mine.data?._id !== review._id
                  }
                  onReported={() => (rescueFocus.current = true)}
                />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Review pages" className="flex items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={query.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm">
                Page {query.page} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={query.page >= pages}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        Ratings &amp; reviews
      </h2>
      {body}
    </section>
  );
}

/** The one rating and the histogram: each bar is a button that shows only reviews with its stars. */
function Summary({
  summary,
  rating,
  onRating,
}: {
  summary: ReviewSummary;
  rating?: number;
  onRating: (rating: number | undefined) => void;
}) {
  const most = Math.max(1, ...Object.values(summary.histogram));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span className="text-4xl font-semibold">{summary.average.toFixed(1)}</span>
        <Rating value={summary.average} count={summary.ratingCount} />
      </div>
      <ul className="flex flex-col gap-1" aria-label="Reviews by stars">
        {(['5', '4', '3', '2', '1'] as const).map((stars) => {
          const count = summary.histogram[stars];
          const chosen = rating === Number(stars);
          return (
            <li key={stars}>
              <button
                type="button"
                aria-pressed={chosen}
                className="flex w-full items-center gap-2 rounded-sm px-1 py-0.5 text-sm hover:bg-neutral-100 aria-pressed:bg-brand-50"
                onClick={() => onRating(chosen ? undefined : Number(stars))}
              >
                <span className="inline-flex w-8 items-center gap-0.5">
                  {stars}
                  <Star aria-hidden="true" className="size-3 fill-current" />
                </span>
                <span
                  className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200"
                  aria-hidden="true"
                >
                  <span
                    className="block h-full rounded-full bg-success-700"
                    style={{ width: `${(count / most) * 100}%` }}
                  />
                </span>
                <span className="w-8 text-right text-neutral-700">{count}</span>
                <span className="sr-only">
                  {count === 1 ? 'review' : 'reviews'} with {stars}{' '}
                  {stars === '1' ? 'star' : 'stars'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {rating ? (
        <Button variant="link" size="sm" onClick={() => onRating(undefined)}>
          Show all reviews
        </Button>
      ) : null}
    </div>
  );
}

function ReviewItem({
  review,
  productId,
  canVote,
  onReported,
}: {
  review: Review;
  productId: string;
  /** Helpful and Report are offered (signed in with an account, and not the author). */
  canVote: boolean;
  /** A report was sent (a third one hides the review, and this item with it). */
  onReported: () => void;
}) {
  const helpful = useMarkHelpful(productId);
  const refused =
    helpful.isError && isApiError(helpful.error) ? helpful.error.messages.join(' ') : undefined;
  return (
    <article className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Rating value={review.rating} />
        <h3 className="min-w-0 font-semibold wrap-anywhere">{review.title}</h3>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-600">
        <span className="min-w-0 wrap-anywhere">{review.authorName}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{review.createdAt.slice(0, 10)}</time>
        {review.verifiedPurchase ? <Badge tone="success">Verified purchase</Badge> : null}
      </p>
      <p className="wrap-anywhere whitespace-pre-line text-neutral-900">{review.body}</p>
      <div className="flex flex-wrap items-center gap-2">
        {canVote ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={helpful.isPending || helpful.isSuccess}
              onClick={() => helpful.mutate(review._id)}
            >
              Helpful ({review.helpfulCount})
            </Button>
            <ReportDialog productId={productId} reviewId={review._id} onSent={onReported} />
          </>
        ) : (
          <span className="text-sm text-neutral-600">{review.helpfulCount} found this helpful</span>
        )}
        {refused ? (
          <span role="alert" className="text-sm text-danger-700">
            {refused}
          </span>
        ) : null}
      </div>
    </article>
  );
}

function ReviewsSkeleton() {
  return (
    <div
      role="status"
      className="flex flex-col gap-3"
      aria-busy="true"
      aria-label="Loading reviews"
    >
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
