/** POST /api/newsletter {email}: the home page's newsletter box. */
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import { reply } from '../http';
import { MESSAGES } from '../messages';
import { jsonBody } from '../middleware/validate';
import { rateLimited } from '../rate-limits';
import { newsletterSchema } from '../validation';

export function newsletterRoutes({ shop, rateLimits, clientIp }: ApiDeps) {
  const limit = rateLimited(rateLimits, clientIp, 'newsletter');
  return new Hono().post('/', jsonBody(newsletterSchema), limit, async (c) => {
    const result = await shop.newsletter.subscribe(c.var.body.email);
    return reply(c, result, ({ alreadySubscribed }) => ({
      message: alreadySubscribed ? MESSAGES.alreadySubscribed : MESSAGES.subscribed,
    }));
  });
}
