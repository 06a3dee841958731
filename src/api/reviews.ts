/**
 * Product reviews: GET /api/products/:productId/reviews (one page and the summary), the shopper's
 * own (…/reviews/mine), writing and removing it, and the helpful and report votes on a review
 * (docs/api.md, "Reviews"). The wire review is the app's `Review` (src/domain/reviews.ts).
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewInput,
  type ReviewPage,
  type ReviewQuery,
  type Review,
} from '@/domain/reviews';
import { isApiError, request } from './client';
import { productKeys } from './products';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export type { Review, ReviewInput, ReviewPage, ReviewQuery } from '@/domain/reviews';

export const reviewKeys = {
  /** Every page of a product's reviews (for invalidation). */
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, query: ReviewQuery) =>
    ['reviews', productId, reviewParams(query).toString()] as const,
  /** The shopper's own review: under the user's key, dropped at logout. */
  mine: (productId: string) => [...queryKeys.user, 'reviews', productId] as const,
};

/**
 * After a review is written, removed or hidden: its list, and the product's rating wherever it is
 * shown (its page, its cards), which the server works out from the same reviews (docs/api.md).
 */
async function refreshAfterReviewChange(client: QueryClient, productId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
    client.invalidateQueries({ queryKey: productKeys.one(productId), exact: true }),
    client.invalidateQueries({ queryKey: productKeys.pages }),
  ]);
}

export function reviewParams(query: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page) });
  params.set('pageSize', String(query.pageSize));
  if (query.rating !== undefined) params.set('rating', String(query.rating));
  if (query.verifiedOnly) params.set('verified', '1');
  return params;
}

const base = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/** What the product page shows first (and the server renders): the most helpful, page 1. */
export const FIRST_REVIEW_PAGE: ReviewQuery = {
  sort: 'helpful',
  page: 1,
  pageSize: REVIEWS_PAGE_SIZE,
};

export const reviewPagePath = (productId: string, query: ReviewQuery): string =>
  `${base(productId)}?${reviewParams(query).toString()}`;

export const reviewPageQuery = (productId: string, query: ReviewQuery) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, query),
    queryFn: ({ signal }) => request<ReviewPage>(reviewPagePath(productId, query), { signal }),
  });

export function useReviewPage(productId: string, query: ReviewQuery) {
  return useQuery({
    ...reviewPageQuery(productId, query),
    placeholderData: (previous) => previous,
  });
}

/** The signed-in shopper's own review of the product (null: none yet). */
export function useMyReview(productId: string) {
  const { status } = useSession();
  return useQuery({
    queryKey: reviewKeys.mine(productId),
    enabled: status === 'signedIn',
    queryFn: async ({ signal }) => {
      try {
        return (
          await request<{ review: Review }>(`${base(productId)}/mine`, { auth: true, signal })
        ).review;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Writes or replaces the shopper's review; the lists and the own review follow. */
export function useSaveReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      (
        await request<{ review: Review }>(base(productId), {
          method: 'POST',
          body: input,
          auth: true,
        })
      ).review,
    onSuccess: async (review) => {
      client.setQueryData(reviewKeys.mine(productId), review);
      await refreshAfterReviewChange(client, productId);
    },
  });
}

export function useDeleteReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(`${base(productId)}/mine`, { method: 'DELETE', auth: true }),
    onSuccess: async () => {
      client.setQueryData(reviewKeys.mine(productId), null);
      await refreshAfterReviewChange(client, productId);
    },
  });
}

/** Marks a review helpful (once per account); the page shows the server's count. */
export function useMarkHelpful(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) =>
      (
        await request<{ review: Review }>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, {
          method: 'POST',
          auth: true,
        })
      ).review,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reviewKeys.product(productId) });
    },
  });
}

export function useReportReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      request<{ reported: true; hidden: boolean }>(
        `/api/reviews/${encodeURIComponent(reviewId)}/report`,
        { method: 'POST', body: { reason }, auth: true },
      ),
    // A third report hides the review: its stars leave the product's rating.
    onSuccess: async ({ hidden }) => {
      if (hidden) await refreshAfterReviewChange(client, productId);
      else await client.invalidateQueries({ queryKey: reviewKeys.product(productId) });
    },
  });
}
