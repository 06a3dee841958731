/**
 * A review as the whole-shop document keeps it (./schema.ts): the API's fields without the ones
 * worked out when it is read (verified purchase, helpful count), plus who wrote it, who found it
 * helpful, who reported it and the operator's decision. The rules: src/domain/reviews.ts.
 */
import { z } from 'zod';

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
