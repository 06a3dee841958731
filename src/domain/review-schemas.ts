/**
 * The review rules of src/domain/reviews.ts as zod schemas: the write form's resolver and the
 * routes' validators. Kept apart so a page that only shows reviews does not load zod.
 */
import { z } from 'zod';
import {
  BODY_MAX,
  BODY_MIN,
  REPORT_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  TITLE_MAX,
  textLength,
  unreadableText,
} from './reviews';

const reviewText = (min: number, max: number, lengthMessage: string) =>
  z
    .string({ error: lengthMessage })
    .trim()
    .superRefine((value, ctx) => {
      const unreadable = value.length === 0 ? undefined : unreadableText(value);
      if (unreadable) ctx.addIssue({ code: 'custom', message: unreadable });
      else if (textLength(value) < min || textLength(value) > max)
        ctx.addIssue({ code: 'custom', message: lengthMessage });
    });

/** What a shopper writes: the form's resolver and the route's validator. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: reviewText(1, TITLE_MAX, REVIEW_MESSAGES.titleLength),
  body: reviewText(BODY_MIN, BODY_MAX, REVIEW_MESSAGES.bodyLength),
});

export const reportInputSchema = z.object({
  reason: reviewText(1, REPORT_REASON_MAX, REVIEW_MESSAGES.reasonLength),
});

/** The list's query: sort, one star rating, verified buyers only, the page. */
export const reviewQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('helpful'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  verified: z.enum(['0', '1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
});
export type ReviewQueryInput = z.input<typeof reviewQuerySchema>;
