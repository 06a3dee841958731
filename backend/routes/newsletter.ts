/** POST /api/newsletter {email}: the home page's newsletter box. */
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import { refused } from '../http';
import { MESSAGES } from '../messages';
import { jsonBody } from '../middleware/validate';
import { rateLimited } from '../rate-limits';
import { newsletterSchema } from '../validation';

export function newsletterRoutes({ store, rateLimits, clientIp }: ApiDeps) {
  const limit = rateLimited(rateLimits, clientIp, 'newsletter');
  return new Hono().post('/', jsonBody(newsletterSchema), limit, async (c) => {
    const result = await store.subscribe(c.var.body.email);
    if (!result.ok) return refused(c, result);
    return c.json({
      message: result.value.alreadySubscribed ? MESSAGES.alreadySubscribed : MESSAGES.subscribed,
    });
  });
}
