/**
 * Product reviews on PostgreSQL (the rules: backend/store/reviews.ts). The keys do the checking:
 * one review per shopper and product (a second write is an upsert on it), one helpful vote and one
 * report per account and review (ON CONFLICT DO NOTHING, so 30 votes at once count once). Whether a
 * review is shown, its helpful count and its author's verified purchase are worked out by the query
 * that reads it. Its share of the whole-shop document: the reviews with their votes and reports.
 * Every change to what a product's shown reviews say moves the product's one rating in the same
 * transaction, by trigger (server/migrations/0012_review_ratings.sql), whatever makes it.
 */
import { z } from 'zod';
import { formatTimestamp } from '@/domain/cart';
import { isPurchase, ORDER_STATUSES } from '@/domain/order-status';
import {
  authorName,
  REPORTS_TO_HIDE,
  REVIEW_MESSAGES,
  summaryOf,
  unknownReview,
  type ModeratedReview,
  type Review,
  type ReviewQuery,
} from '@/domain/reviews';
import type { Clock } from '@backend/clock';
import { MESSAGES, unknownProduct } from '@backend/messages';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { reviewRecordSchema } from '@backend/store/review-records';
import type { ReviewsRepository } from '@backend/store/reviews';
import { guard } from './errors';
import { keptSql } from './order-rows';
import { rowsOf, type DocumentPart } from './parts';
import type { Database, Queryable } from './sql';

/** The statuses that count as a purchase, as a JSON parameter (they follow order-status.ts). */
const PURCHASES = JSON.stringify(ORDER_STATUSES.filter(isPurchase));

const HIDDEN = `(r.moderation = 'hidden' OR (r.moderation = 'auto' AND
  (SELECT count(*) FROM review_reports p WHERE p.review_id = r.id) >= ${REPORTS_TO_HIDE}))`;

/**
 * `$1` holds PURCHASES in every query that reads a review: an author's review is verified while an
 * order of theirs is a purchase they keep units of the product from (keepsProduct).
 */
const VERIFIED = `CASE WHEN r.user_id IS NULL THEN r.verified ELSE EXISTS (
  SELECT 1 FROM orders o
  WHERE o.user_id = r.user_id
    AND o.status IN (SELECT value FROM json_array_elements_text($1::text::json))
    AND ${keptSql('o', 'r.product_id')}) END`;

const HELPFUL = '(SELECT count(*)::int FROM review_votes v WHERE v.review_id = r.id)';

const REVIEW_JSON = `json_build_object('_id', r.id, 'productId', r.product_id, 'rating', r.rating,
  'title', r.title, 'body', r.body, 'authorName', r.author_name, 'verifiedPurchase', ${VERIFIED},
  'helpfulCount', ${HELPFUL}, 'createdAt', r.created_at, 'updatedAt', r.updated_at)`;

const MODERATED_JSON = `(${REVIEW_JSON})::jsonb || jsonb_build_object('userId', r.user_id,
  'hidden', ${HIDDEN}, 'reports', (SELECT coalesce(jsonb_agg(jsonb_build_object(
    'reason', p.reason, 'createdAt', p.created_at) ORDER BY p.position), '[]'::jsonb)
    FROM review_reports p WHERE p.review_id = r.id))`;

const NEWEST = 'r.created_at COLLATE "C" DESC, r.position DESC';
const ORDER_BY: Record<ReviewQuery['sort'], string> = {
  helpful: `${HELPFUL} DESC, ${NEWEST}`,
  newest: NEWEST,
  highest: `r.rating DESC, ${NEWEST}`,
  lowest: `r.rating ASC, ${NEWEST}`,
};

const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Review>;
const moderatedSchema = reviewSchema.extend({
  userId: z.string().nullable(),
  hidden: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
}) satisfies z.ZodType<ModeratedReview>;

async function reviewById(tx: Queryable, id: string): Promise<Review | undefined> {
  const [row] = await tx.query<{ j: unknown }>(
    `SELECT ${REVIEW_JSON} AS j FROM reviews r WHERE r.id = $2`,
    [PURCHASES, id],
  );
  return row ? reviewSchema.parse(row.j) : undefined;
}

async function moderatedById(tx: Queryable, id: string): Promise<ModeratedReview | undefined> {
  const [row] = await tx.query<{ j: unknown }>(
    `SELECT ${MODERATED_JSON} AS j FROM reviews r WHERE r.id = $2`,
    [PURCHASES, id],
  );
  return row ? moderatedSchema.parse(row.j) : undefined;
}

/**
 * A vote or a report: inserted once when the review is shown, not the voter's own and the voter
 * has an account; the same statement says which of those failed.
 */
async function once(
  db: Database,
  reviewId: string,
  userId: string,
  report?: { reason: string; createdAt: string },
): Promise<{ found: boolean; own: boolean; voter: boolean }> {
  const insert = report
    ? `INSERT INTO review_reports (review_id, user_id, reason, created_at)
       SELECT t.id, $2, $3::text, $4::text`
    : 'INSERT INTO review_votes (review_id, user_id) SELECT t.id, $2';
  const [row] = await db.query<{ found: boolean; own: boolean; voter: boolean }>(
    `WITH target AS (SELECT r.id, r.user_id FROM reviews r WHERE r.id = $1 AND NOT ${HIDDEN}),
     voter AS (SELECT id FROM users WHERE id = $2),
     added AS (${insert} FROM target t, voter
       WHERE t.user_id IS DISTINCT FROM $2 ON CONFLICT DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM voter) AS voter,
       coalesce((SELECT user_id = $2 FROM target), false) AS own`,
    report ? [reviewId, userId, report.reason, report.createdAt] : [reviewId, userId],
  );
  return row ?? { found: false, own: false, voter: false };
}

/**
 * `changed` tells this process's catalogue copy and pages that a write moved a product's rating or
 * what its page shows: its next read sees it at once (other processes hear the NOTIFY).
 */
export function createPgReviews(
  db: Database,
  clock: Clock,
  changed: () => void = () => undefined,
): ReviewsRepository {
  const stamp = () => formatTimestamp(clock.now());
  /** `write`, then this process's copies dropped, whatever it answered. */
  const writing = <T>(write: () => Promise<T>) =>
    guard(async () => {
      try {
        return await write();
      } finally {
        changed();
      }
    });
  return {
    list: (productId, query) =>
      guard(async () => {
        // The product's one rating and the stars it counts, read in one snapshot.
        const [product] = await db.query<{ value: string; count: string; stars: number[] }>(
          `SELECT rating_value AS value, rating_count AS count, (SELECT coalesce(
             json_agg(r.rating), '[]'::json) FROM reviews r WHERE r.product_id = $1 AND NOT ${HIDDEN})
             AS stars
           FROM products WHERE id = $1`,
          [productId],
        );
        if (!product) return refusal('not-found', unknownProduct(productId));
        const matching = `FROM reviews r WHERE r.product_id = $2 AND NOT ${HIDDEN}
          AND ($3::int IS NULL OR r.rating = $3::int) AND (NOT $4::boolean OR ${VERIFIED})`;
        const filter = [PURCHASES, productId, query.rating ?? null, query.verifiedOnly ?? false];
        const [count] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n ${matching}`,
          filter,
        );
        const rows = await db.query<{ j: unknown }>(
          `SELECT ${REVIEW_JSON} AS j ${matching} ORDER BY ${ORDER_BY[query.sort]}
           LIMIT $5 OFFSET $6`,
          [...filter, query.pageSize, (query.page - 1) * query.pageSize],
        );
        return success({
          reviews: rows.map((r) => reviewSchema.parse(r.j)),
          total: count?.n ?? 0,
          summary: summaryOf(product, product.stars),
        });
      }),
    mine: (productId, userId) =>
      guard(async () => {
        const [row] = await db.query<{ j: unknown }>(
          `SELECT ${REVIEW_JSON} AS j FROM reviews r WHERE r.product_id = $2 AND r.user_id = $3`,
          [PURCHASES, productId, userId],
        );
        return row ? reviewSchema.parse(row.j) : undefined;
      }),
    save: (productId, userId, input) =>
      writing(async () => {
        const [author] = await db.query<{ first: string; last: string; product: boolean }>(
          `SELECT first_name AS first, last_name AS last,
             EXISTS (SELECT 1 FROM products WHERE id = $2) AS product FROM users WHERE id = $1`,
          [userId, productId],
        );
        if (!author) return refusal('not-found', MESSAGES.notRegistered);
        if (!author.product) return refusal('not-found', unknownProduct(productId));
        const now = stamp();
        // A new text needs a new look: an approval was of the old one.
        const [saved] = await db.query<{ id: string; created: boolean }>(
          `INSERT INTO reviews AS r (id, product_id, user_id, author_name, rating, title, body,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
           ON CONFLICT (product_id, user_id) DO UPDATE SET author_name = EXCLUDED.author_name,
             rating = EXCLUDED.rating, title = EXCLUDED.title, body = EXCLUDED.body,
             updated_at = EXCLUDED.updated_at,
             moderation = CASE WHEN r.moderation = 'approved' THEN 'auto' ELSE r.moderation END
           RETURNING r.id, (xmax = 0) AS created`,
          [
            clock.newId(),
            productId,
            userId,
            authorName(author.first, author.last),
            input.rating,
            input.title,
            input.body,
            now,
          ],
        );
        const review = saved && (await reviewById(db, saved.id));
        if (!saved || !review) return refusal('not-found', unknownProduct(productId));
        return success({ review, created: saved.created });
      }),
    remove: (productId, userId) =>
      writing(async () => {
        const removed = await db.query(
          'DELETE FROM reviews WHERE product_id = $1 AND user_id = $2 RETURNING id',
          [productId, userId],
        );
        return removed.length > 0
          ? success({ removed: true as const })
          : refusal('not-found', REVIEW_MESSAGES.notYours);
      }),
    markHelpful: (reviewId, userId) =>
      writing(async (): Promise<Outcome<Review>> => {
        const vote = await once(db, reviewId, userId);
        if (!vote.voter) return refusal('not-found', MESSAGES.notRegistered);
        if (!vote.found) return refusal('not-found', unknownReview(reviewId));
        if (vote.own) return refusal('forbidden', REVIEW_MESSAGES.ownHelpful);
        const review = await reviewById(db, reviewId);
        return review ? success(review) : refusal('not-found', unknownReview(reviewId));
      }),
    report: (reviewId, userId, reason) =>
      writing(async (): Promise<Outcome<{ hidden: boolean }>> => {
        const report = await once(db, reviewId, userId, { reason, createdAt: stamp() });
        if (!report.voter) return refusal('not-found', MESSAGES.notRegistered);
        if (!report.found) return refusal('not-found', unknownReview(reviewId));
        if (report.own) return refusal('forbidden', REVIEW_MESSAGES.ownReport);
        // Read after the report's statement: its own snapshot could not see the new row.
        const [row] = await db.query<{ hidden: boolean }>(
          `SELECT ${HIDDEN} AS hidden FROM reviews r WHERE r.id = $1`,
          [reviewId],
        );
        return success({ hidden: row?.hidden ?? true });
      }),
    moderation: (reportedOnly) =>
      guard(async () => {
        const rows = await db.query<{ j: unknown }>(
          `SELECT ${MODERATED_JSON} AS j FROM reviews r
           WHERE NOT $2::boolean OR EXISTS (SELECT 1 FROM review_reports p WHERE p.review_id = r.id)
           ORDER BY ${NEWEST}`,
          [PURCHASES, reportedOnly],
        );
        return rows.map((r) => moderatedSchema.parse(r.j));
      }),
    moderate: (reviewId, decision) =>
      writing(async () => {
        const updated = await db.query(
          'UPDATE reviews SET moderation = $2 WHERE id = $1 RETURNING id',
          [reviewId, decision === 'hide' ? 'hidden' : 'approved'],
        );
        const review = updated.length > 0 ? await moderatedById(db, reviewId) : undefined;
        return review ? success(review) : refusal('not-found', unknownReview(reviewId));
      }),
  };
}

const RECORD_JSON = `json_build_object('_id', r.id, 'productId', r.product_id,
  'userId', r.user_id, 'authorName', r.author_name, 'rating', r.rating, 'title', r.title,
  'body', r.body, 'createdAt', r.created_at, 'updatedAt', r.updated_at,
  'moderation', r.moderation, 'verified', r.verified,
  'helpful', (SELECT coalesce(json_agg(v.user_id ORDER BY v.position), '[]'::json)
    FROM review_votes v WHERE v.review_id = r.id),
  'reports', (SELECT coalesce(json_agg(json_build_object('userId', p.user_id,
    'reason', p.reason, 'createdAt', p.created_at) ORDER BY p.position), '[]'::json)
    FROM review_reports p WHERE p.review_id = r.id))`;

export const reviewsPart: DocumentPart = {
  tables: ['reviews', 'review_votes', 'review_reports'],
  async write(tx, doc) {
    if (doc.reviews.length === 0) return;
    // What has no account or product any more (a removed guest's) stays out, as the keys require.
    await tx.query(
      `INSERT INTO reviews (id, product_id, user_id, author_name, rating, title, body, created_at,
         updated_at, moderation, verified)
       SELECT v->>'_id', v->>'productId', v->>'userId', v->>'authorName', (v->>'rating')::int,
         v->>'title', v->>'body', v->>'createdAt', v->>'updatedAt', v->>'moderation',
         (v->>'verified')::boolean
       ${rowsOf('$1')}
       WHERE EXISTS (SELECT 1 FROM products WHERE id = v->>'productId')
         AND (v->>'userId' IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = v->>'userId'))
       ORDER BY n`,
      [JSON.stringify(doc.reviews)],
    );
    const votes = doc.reviews.flatMap((r) => r.helpful.map((userId) => ({ r: r._id, userId })));
    const reports = doc.reviews.flatMap((r) => r.reports.map((p) => ({ r: r._id, ...p })));
    const known = `EXISTS (SELECT 1 FROM reviews WHERE id = v->>'r')
      AND EXISTS (SELECT 1 FROM users WHERE id = v->>'userId')`;
    if (votes.length > 0)
      await tx.query(
        `INSERT INTO review_votes (review_id, user_id) SELECT v->>'r', v->>'userId'
         ${rowsOf('$1')} WHERE ${known} ORDER BY n`,
        [JSON.stringify(votes)],
      );
    if (reports.length > 0)
      await tx.query(
        `INSERT INTO review_reports (review_id, user_id, reason, created_at)
         SELECT v->>'r', v->>'userId', v->>'reason', v->>'createdAt'
         ${rowsOf('$1')} WHERE ${known} ORDER BY n`,
        [JSON.stringify(reports)],
      );
  },
  async read(tx, doc) {
    const rows = await tx.query<{ j: unknown }>(
      `SELECT ${RECORD_JSON} AS j FROM reviews r ORDER BY r.position`,
    );
    doc.reviews = rows.map((r) => reviewRecordSchema.parse(r.j));
  },
};
