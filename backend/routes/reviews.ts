/**
 * Product reviews (the rules: src/domain/reviews.ts; storage: backend/store/reviews.ts):
 * - under /api/products/:productId/reviews: GET the list (sort, stars, verified only, page), GET and
 *   DELETE /mine (the shopper's own), POST to write or replace it (201, then 200);
 * - under /api/reviews: POST /:reviewId/helpful and /:reviewId/report, once per account each;
 * - under /api/_console/reviews (the operator, with the admin token): the list (reported only with
 *   ?reported=1), POST /:reviewId/hide and /:reviewId/restore.
 * A guest (server mode's Login As Guest) reads but does not write, vote or report: one visitor
 * could otherwise be many accounts. Writing and reporting are rate-limited per account and address.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { reportInputSchema, reviewInputSchema, reviewQuerySchema } from '@/domain/review-schemas';
import { REVIEW_MESSAGES } from '@/domain/reviews';
import type { ApiDeps } from '../deps';
import { fail, reply } from '../http';
import { signedIn, type SignedInEnv } from '../middleware/signed-in';
import { jsonBody, params, pathId, query } from '../middleware/validate';
import { tooManyAttempts } from '../rate-limits';

const productParam = params(z.object({ productId: pathId }));
const reviewParam = params(z.object({ reviewId: pathId }));

/** Refuses a guest account (403 with `message`). */
const notGuest = (message: string) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    if (c.var.user.guestUntil !== undefined) return fail(c, 403, message);
    await next();
  });

/** Counts one review write of the signed-in account (and its address); 429 when over the limit. */
function limited({ rateLimits, clientIp }: ApiDeps) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!rateLimits) return next();
    const wait = await rateLimits.attempt('review', {
      ip: clientIp?.(c),
      account: c.var.user.email,
    });
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return fail(c, 429, tooManyAttempts('review', wait));
    }
    await next();
  });
}

/** GET, POST /api/products/:productId/reviews; GET, DELETE …/mine. */
export function productReviewRoutes(deps: ApiDeps) {
  const reviews = deps.shop.reviews;
  const user = signedIn(deps);
  return new Hono()
    .get('/', productParam, query(reviewQuerySchema), async (c) => {
      const { sort, rating, verified, page, pageSize } = c.req.valid('query');
      const { productId } = c.req.valid('param');
      const query = { sort, rating, verifiedOnly: verified === '1', page, pageSize };
      return reply(c, await reviews.list(productId, query), (found) => found);
    })
    .get('/mine', user, productParam, async (c) => {
      const review = await reviews.mine(c.req.valid('param').productId, c.var.user._id);
      return review ? c.json({ review }) : fail(c, 404, REVIEW_MESSAGES.notYours);
    })
    .post(
      '/',
      user,
      notGuest(REVIEW_MESSAGES.guest),
      productParam,
      jsonBody(reviewInputSchema),
      limited(deps),
      async (c) => {
        const saved = await reviews.save(
          c.req.valid('param').productId,
          c.var.user._id,
          c.var.body,
        );
        if (!saved.ok) return reply(c, saved, () => ({}));
        return c.json({ review: saved.value.review }, saved.value.created ? 201 : 200);
      },
    )
    .delete('/mine', user, productParam, async (c) => {
      const removed = await reviews.remove(c.req.valid('param').productId, c.var.user._id);
      return reply(c, removed, (done) => done);
    });
}

/** POST /api/reviews/:reviewId/helpful and /api/reviews/:reviewId/report. */
export function reviewVoteRoutes(deps: ApiDeps) {
  const reviews = deps.shop.reviews;
  const user = signedIn(deps);
  const signedUp = notGuest(REVIEW_MESSAGES.guestVote);
  return new Hono()
    .post('/:reviewId/helpful', user, signedUp, reviewParam, async (c) => {
      const review = await reviews.markHelpful(c.req.valid('param').reviewId, c.var.user._id);
      return reply(c, review, (review) => ({ review }));
    })
    .post(
      '/:reviewId/report',
      user,
      signedUp,
      reviewParam,
      jsonBody(reportInputSchema),
      limited(deps),
      async (c) => {
        const { reviewId } = c.req.valid('param');
        const report = await reviews.report(reviewId, c.var.user._id, c.var.body.reason);
        return reply(c, report, ({ hidden }) => ({ reported: true, hidden }));
      },
    );
}

/** The operator's moderation, under /api/_console/reviews (the console's admin token guards it). */
export function reviewModerationRoutes({ shop: { reviews } }: ApiDeps) {
  return new Hono()
    .get('/', query(z.object({ reported: z.enum(['0', '1']).optional() })), async (c) => {
      const reportedOnly = c.req.valid('query').reported === '1';
      return c.json({ reviews: await reviews.moderation(reportedOnly) });
    })
    .post('/:reviewId/hide', reviewParam, async (c) => {
      const review = await reviews.moderate(c.req.valid('param').reviewId, 'hide');
      return reply(c, review, (review) => ({ review }));
    })
    .post('/:reviewId/restore', reviewParam, async (c) => {
      const review = await reviews.moderate(c.req.valid('param').reviewId, 'restore');
      return reply(c, review, (review) => ({ review }));
    });
}
