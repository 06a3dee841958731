/**
 * A review as the whole-shop document keeps it (./schema.ts): the API's fields without the ones
 * worked out when it is read (verified purchase, helpful count), plus who wrote it, who found it
 * helpful, who reported it and the operator's decision. The rules: src/domain/reviews.ts. Also
 * each product's imported rating, which its shown reviews join to make the product's one rating.
 */
import { z } from 'zod';
import { combineRecordRatings, isHidden, type RatingFigures } from '@/domain/reviews';
import type { ProductRecord } from '@/domain/types';

export const reviewRecordSchema = z.object({
  _id: z.string().min(1),
  productId: z.string().min(1),
  /** The author's account; null for a sample review that came with the shop (no account). */
  userId: z.string().min(1).nullable(),
  /** "Aanya S.", taken from the account when the review is written. */
  authorName: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** auto: shown until REPORTS_TO_HIDE reports; hidden or approved: the operator decided. */
  moderation: z.enum(['auto', 'hidden', 'approved']).default('auto'),
  /** A sample review's own "verified purchase" (an author's review reads their orders instead). */
  verified: z.boolean().default(false),
  /** The accounts that found it helpful, each once. */
  helpful: z.array(z.string()).default([]),
  reports: z
    .array(z.object({ userId: z.string(), reason: z.string(), createdAt: z.string() }))
    .default([]),
});

export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/** The reviews' invariants (the SQL side's keys): one id each, one review per author and product. */
export function reviewIssues(reviews: readonly ReviewRecord[]): string[] {
  const issues: string[] = [];
  const ids = new Set<string>();
  const authors = new Set<string>();
  for (const r of reviews) {
    if (ids.has(r._id)) issues.push(`duplicate review id ${r._id}`);
    ids.add(r._id);
    if (new Set(r.helpful).size !== r.helpful.length)
      issues.push(`review ${r._id} counts a helpful vote twice`);
    if (new Set(r.reports.map((p) => p.userId)).size !== r.reports.length)
      issues.push(`review ${r._id} counts a report twice`);
    if (r.userId === null) continue;
    const key = `${r.productId} ${r.userId}`;
    if (authors.has(key)) issues.push(`two reviews of product ${r.productId} by ${r.userId}`);
    authors.add(key);
  }
  return issues;
}

/** A product's imported rating: the figures it came with (no texts), kept apart from the reviews. */
export const ratingFiguresSchema = z.object({
  value: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number written as text'),
  count: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number written as text'),
});

/**
 * Imported ratings by product id. A product without one (a copy saved before reviews counted) has
 * its own `ratings` as its imported figure, as it had then.
 */
export type ImportedRatings = Record<string, RatingFigures>;

/** The document's share the product's one rating reads and writes. */
interface RatedDoc {
  products: ProductRecord[];
  importedRatings: ImportedRatings;
  reviews: readonly ReviewRecord[];
  users: readonly { _id: string }[];
}

/**
 * The stars of the reviews shown (not hidden, author still with an account), by product; of one
 * product only when `only` is given.
 */
function shownStars(db: RatedDoc, only?: string): Map<string, number[]> {
  const users = new Set(db.users.map((u) => u._id));
  const stars = new Map<string, number[]>();
  for (const r of db.reviews) {
    if (only !== undefined && r.productId !== only) continue;
    if (r.userId !== null && !users.has(r.userId)) continue;
    if (isHidden(r.moderation, r.reports.length)) continue;
    const list = stars.get(r.productId);
    if (list) list.push(r.rating);
    else stars.set(r.productId, [r.rating]);
  }
  return stars;
}

const sameRating = (a: RatingFigures, b: RatingFigures) =>
  a.value === b.value && a.count === b.count;

/**
 * The document with every product's one rating: its imported figure and its shown reviews'
 * stars combined (src/domain/reviews.ts, combineRecordRatings), and an imported figure for every
 * product. The document is normalised so on every load and import (./schema.ts).
 */
export function withRatings<T extends RatedDoc>(db: T): T {
  const stars = shownStars(db);
  const importedRatings: ImportedRatings = {};
  const products = db.products.map((product) => {
    const imported = db.importedRatings[product._id] ?? product.ratings;
    importedRatings[product._id] = { value: imported.value, count: imported.count };
    const ratings = combineRecordRatings(imported, stars.get(product._id) ?? []);
    return sameRating(product.ratings, ratings) ? product : { ...product, ratings };
  });
  return { ...db, products, importedRatings };
}

/**
 * Works one product's rating out again after a change to its reviews, in the same write. Fresh
 * arrays only: the engine's draft shares the catalogue with the state it came from.
 */
export function rerate(db: RatedDoc, productId: string): void {
  const product = db.products.find((p) => p._id === productId);
  if (!product) return;
  const imported = db.importedRatings[productId] ?? product.ratings;
  if (!(productId in db.importedRatings))
    db.importedRatings = { ...db.importedRatings, [productId]: { ...imported } };
  const ratings = combineRecordRatings(imported, shownStars(db, productId).get(productId) ?? []);
  if (sameRating(product.ratings, ratings)) return;
  db.products = db.products.map((p) => (p === product ? { ...p, ratings } : p));
}
