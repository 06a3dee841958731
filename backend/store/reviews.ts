/**
 * Product reviews: one per shopper and product (writing again replaces it), helpful votes once per
 * account and never on one's own, reports once per account (REPORTS_TO_HIDE of them hide a review
 * until the operator hides or restores it). "Verified purchase" is read from the author's orders
 * each time (src/domain/order-status.ts, keepsProduct: bought and not given back). Every change to
 * what a product's shown reviews say (written, changed, removed, hidden, restored) works its one
 * rating out again in the same write (./review-records.ts, rerate). The rules: src/domain/reviews.ts; the SQL side:
 * server/db/reviews.ts; both pass tests/unit/backend/contract/reviews.ts.
 */
import { formatTimestamp } from '@/domain/cart';
import { keepsProduct } from '@/domain/order-status';
import {
  authorName,
  isHidden,
  REVIEW_MESSAGES,
  summaryOf,
  unknownReview,
  type ModeratedReview,
  type Review,
  type ReviewInput,
  type ReviewPage,
  type ReviewQuery,
} from '@/domain/reviews';
import type { Clock } from '../clock';
import { MESSAGES, unknownProduct } from '../messages';
import { purchaseOf } from './after-sale-ops';
import type { Engine } from './engine';
import { refusal, success, type Outcome } from './outcome';
import { rerate, type ReviewRecord } from './review-records';
import type { DbState } from './schema';

export interface ReviewsRepository {
  /** One page of a product's shown reviews, with the summary of all of them. */
  list(productId: string, query: ReviewQuery): Promise<Outcome<ReviewPage>>;
  /** The shopper's own review of the product (shown or hidden), if any. */
  mine(productId: string, userId: string): Promise<Review | undefined>;
  /** Writes the shopper's review, or replaces theirs (`created: false`). */
  save(
    productId: string,
    userId: string,
    input: ReviewInput,
  ): Promise<Outcome<{ review: Review; created: boolean }>>;
  /** Removes the shopper's own review of the product; none: 'not-found'. */
  remove(productId: string, userId: string): Promise<Outcome<{ removed: true }>>;
  /** Counts the account's vote once (again: unchanged). Own review: 'forbidden'. */
  markHelpful(reviewId: string, userId: string): Promise<Outcome<Review>>;
  /** Records the account's report once; answers whether the review is now hidden. */
  report(reviewId: string, userId: string, reason: string): Promise<Outcome<{ hidden: boolean }>>;
  /** The operator's list: every review, or only those with a report, newest first. */
  moderation(reportedOnly: boolean): Promise<ModeratedReview[]>;
  /** The operator hides a review, or restores it (shown whatever its reports). */
  moderate(reviewId: string, decision: 'hide' | 'restore'): Promise<Outcome<ModeratedReview>>;
}

/** The reviews of a document whose author still has an account (a removed guest's go with it). */
function liveReviews(db: DbState): { reviews: ReviewRecord[]; users: Set<string> } {
  const users = new Set(db.users.map((u) => u._id));
  return { reviews: db.reviews.filter((r) => r.userId === null || users.has(r.userId)), users };
}

function verified(db: DbState, review: ReviewRecord): boolean {
  if (review.userId === null) return review.verified;
  const author = db.users.find((u) => u._id === review.userId);
  return author?.orders.some((o) => keepsProduct(purchaseOf(o), review.productId)) ?? false;
}

function shown(db: DbState, users: Set<string>, r: ReviewRecord): Review {
  return {
    _id: r._id,
    productId: r.productId,
    rating: r.rating,
    title: r.title,
    body: r.body,
    authorName: r.authorName,
    verifiedPurchase: verified(db, r),
    helpfulCount: r.helpful.filter((u) => users.has(u)).length,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const hiddenRecord = (r: ReviewRecord) => isHidden(r.moderation, r.reports.length);

const newestFirst = (a: { createdAt: string; at: number }, b: { createdAt: string; at: number }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.at - a.at;

const ORDERS: Record<ReviewQuery['sort'], (a: Review, b: Review) => number> = {
  helpful: (a, b) => b.helpfulCount - a.helpfulCount,
  newest: () => 0,
  highest: (a, b) => b.rating - a.rating,
  lowest: (a, b) => a.rating - b.rating,
};

/** The page of `query` over one product's reviews (the SQL side orders and pages the same way). */
function pageOf(db: DbState, productId: string, query: ReviewQuery): ReviewPage {
  const { reviews, users } = liveReviews(db);
  const visible = reviews
    .map((r, at) => ({ r, at }))
    .filter(({ r }) => r.productId === productId && !hiddenRecord(r))
    .map(({ r, at }) => ({ review: shown(db, users, r), at, createdAt: r.createdAt }));
  const product = db.products.find((p) => p._id === productId);
  // The product's one rating, which these stars are already part of.
  const summary = summaryOf(
    product?.ratings ?? { value: '0', count: '0' },
    visible.map((v) => v.review.rating),
  );
  const matching = visible
    .filter(({ review }) => query.rating === undefined || review.rating === query.rating)
    .filter(({ review }) => !query.verifiedOnly || review.verifiedPurchase)
    .sort((a, b) => ORDERS[query.sort](a.review, b.review) || newestFirst(a, b));
  const start = (query.page - 1) * query.pageSize;
  return {
    reviews: matching.slice(start, start + query.pageSize).map((m) => m.review),
    total: matching.length,
    summary,
  };
}

function moderated(db: DbState, users: Set<string>, r: ReviewRecord): ModeratedReview {
  return {
    ...shown(db, users, r),
    userId: r.userId,
    hidden: hiddenRecord(r),
    reports: r.reports.map(({ reason, createdAt }) => ({ reason, createdAt })),
  };
}

/** Replaces one review in the draft (the engine shares the list with the state it came from). */
function put(draft: DbState, next: ReviewRecord): void {
  draft.reviews = draft.reviews.map((r) => (r._id === next._id ? next : r));
}

export function createMemoryReviews(engine: Engine, clock: Clock): ReviewsRepository {
  const stamp = () => formatTimestamp(clock.now());
  /** A shown review (hidden ones are not found by shoppers). */
  const findShown = (db: DbState, reviewId: string) => {
    const { reviews } = liveReviews(db);
    const found = reviews.find((r) => r._id === reviewId);
    return found && !hiddenRecord(found) ? found : undefined;
  };
  return {
    list: (productId, query) =>
      engine.read((db) =>
        db.products.some((p) => p._id === productId)
          ? success(pageOf(db, productId, query))
          : refusal('not-found', unknownProduct(productId)),
      ),
    mine: (productId, userId) =>
      engine.read((db) => {
        const own = db.reviews.find((r) => r.productId === productId && r.userId === userId);
        return own ? shown(db, liveReviews(db).users, own) : undefined;
      }),
    save: (productId, userId, input) =>
      engine.write((draft) => {
        const author = draft.users.find((u) => u._id === userId);
        if (!author) return refusal('not-found', MESSAGES.notRegistered);
        if (!draft.products.some((p) => p._id === productId))
          return refusal('not-found', unknownProduct(productId));
        const own = draft.reviews.find((r) => r.productId === productId && r.userId === userId);
        const now = stamp();
        const written = {
          rating: input.rating,
          title: input.title,
          body: input.body,
          authorName: authorName(author.firstName, author.lastName),
          updatedAt: now,
        };
        let record: ReviewRecord;
        if (own) {
          // New words need a new look: an approval was of the old text.
          const moderation = own.moderation === 'approved' ? 'auto' : own.moderation;
          record = { ...structuredClone(own), ...written, moderation };
          put(draft, record);
        } else {
          record = {
            _id: clock.newId(),
            productId,
            userId,
            ...written,
            createdAt: now,
            moderation: 'auto',
            verified: false,
            helpful: [],
            reports: [],
          };
          draft.reviews = [...draft.reviews, record];
        }
        rerate(draft, productId);
        const users = new Set(draft.users.map((u) => u._id));
        return success({ review: shown(draft, users, record), created: !own });
      }),
    remove: (productId, userId) =>
      engine.write((draft) => {
        const own = draft.reviews.find((r) => r.productId === productId && r.userId === userId);
        if (!own) return refusal('not-found', REVIEW_MESSAGES.notYours);
        draft.reviews = draft.reviews.filter((r) => r !== own);
        rerate(draft, productId);
        return success({ removed: true as const });
      }),
    markHelpful: (reviewId, userId) =>
      engine.write((draft) => {
        if (!draft.users.some((u) => u._id === userId))
          return refusal('not-found', MESSAGES.notRegistered);
        const review = findShown(draft, reviewId);
        if (!review) return refusal('not-found', unknownReview(reviewId));
        if (review.userId === userId) return refusal('forbidden', REVIEW_MESSAGES.ownHelpful);
        const record = review.helpful.includes(userId)
          ? review
          : { ...structuredClone(review), helpful: [...review.helpful, userId] };
        put(draft, record);
        return success(shown(draft, new Set(draft.users.map((u) => u._id)), record));
      }),
    report: (reviewId, userId, reason) =>
      engine.write((draft) => {
        if (!draft.users.some((u) => u._id === userId))
          return refusal('not-found', MESSAGES.notRegistered);
        const review = findShown(draft, reviewId);
        if (!review) return refusal('not-found', unknownReview(reviewId));
        if (review.userId === userId) return refusal('forbidden', REVIEW_MESSAGES.ownReport);
        const record = review.reports.some((p) => p.userId === userId)
          ? review
          : {
              ...structuredClone(review),
              reports: [...review.reports, { userId, reason, createdAt: stamp() }],
            };
        put(draft, record);
        rerate(draft, record.productId);
        return success({ hidden: hiddenRecord(record) });
      }),
    moderation: (reportedOnly) =>
      engine.read((db) => {
        const { reviews, users } = liveReviews(db);
        return reviews
          .map((r, at) => ({ r, at, createdAt: r.createdAt }))
          .filter(({ r }) => !reportedOnly || r.reports.length > 0)
          .sort(newestFirst)
          .map(({ r }) => moderated(db, users, r));
      }),
    moderate: (reviewId, decision) =>
      engine.write((draft) => {
        const { reviews, users } = liveReviews(draft);
        const review = reviews.find((r) => r._id === reviewId);
        if (!review) return refusal('not-found', unknownReview(reviewId));
        const record: ReviewRecord = {
          ...structuredClone(review),
          moderation: decision === 'hide' ? 'hidden' : 'approved',
        };
        put(draft, record);
        rerate(draft, record.productId);
        return success(moderated(draft, users, record));
      }),
  };
}
