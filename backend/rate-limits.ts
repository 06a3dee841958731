/**
 * Rate limits for the writes anyone may make without an account (login, signup, the newsletter, the
 * request tester's todos): per client address and per account (the email), so neither many
 * addresses against one account nor one address against many accounts gets far. The API only asks; server mode counts (in the
 * database, shared by every process: server/rate-limits.ts). The in-page back end counts nothing.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { normaliseEmail } from '@/domain/email';
import { fail } from './http';

export type LimitedAction = 'login' | 'signup' | 'newsletter' | 'todo' | 'review';

export interface RateLimits {
  /**
   * Counts one attempt of `action` by each key given. Resolves with null when every key is within
   * its limit, or with the whole seconds to wait when one is over it.
   */
  attempt(action: LimitedAction, keys: { ip?: string; account?: string }): Promise<number | null>;
}

export const tooManyAttempts = (action: LimitedAction, seconds: number) => {
  const wait = seconds <= 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  const what = {
    login: 'login attempts',
    signup: 'signups',
    newsletter: 'subscriptions',
    todo: 'test todos',
    review: 'reviews and reports',
  }[action];
  return `Too many ${what} in a short time. Please wait ${wait} and try again.`;
};

/**
 * The middleware for one action: after the body is validated (its `email` is the account), before
 * the handler does any work (a password hash costs ~0.3 s of a core). 429 with Retry-After.
 */
export function rateLimited(
  limits: RateLimits | undefined,
  clientIp: ((c: Context) => string | undefined) | undefined,
  action: LimitedAction,
) {
  return createMiddleware<{ Variables: { body: { email?: string } } }>(async (c, next) => {
    if (!limits) return next();
    // A request without an account (a new guest) is counted by its address alone.
    const email = c.var.body?.email;
    const account = email === undefined ? undefined : normaliseEmail(email);
    const wait = await limits.attempt(action, { ip: clientIp?.(c), account });
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return fail(c, 429, tooManyAttempts(action, wait));
    }
    await next();
  });
}
