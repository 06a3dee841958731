/** POST /api/auth/signup, POST /api/auth/login, GET /api/auth/me (spec §7, §8). */
import { Hono } from 'hono';
import { formatTimestamp } from '@/domain/cart';
import { loginInputSchema, signupBodySchema } from '@/domain/inputs';
import type { ApiDeps } from '../deps';
import { fail, refused } from '../http';
import { MESSAGES } from '../messages';
import { signedIn } from '../middleware/signed-in';
import { jsonBody } from '../middleware/validate';
import { publicUser } from '../public-user';
import { rateLimited, type LimitedAction } from '../rate-limits';
import type { Account } from '../store/store';
import { SIGNUP_FIELDS } from '../validation';

// Names an extra signup field may not take: they would shadow the account's own fields.
const RESERVED = new Set([
  ...SIGNUP_FIELDS,
  '_id',
  'createdAt',
  'updatedAt',
  'passwordHash',
  'extra',
  'cart',
  'wishlist',
  'addresses',
  'orders',
]);
const MAX_EXTRA_FIELDS = 20;

/** Further signup fields are stored as given (spec §3): strings only, a bounded number of them. */
function extraFields(body: Record<string, unknown>): Record<string, string> {
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Object.keys(extra).length >= MAX_EXTRA_FIELDS) break;
    if (RESERVED.has(key) || typeof value !== 'string') continue;
    if (key.length > 50 || value.length > 1000) continue;
    extra[key] = value;
  }
  return extra;
}

export function authRoutes(deps: ApiDeps) {
  const { store, clock, tokens, passwords } = deps;
  const limit = (action: LimitedAction) => rateLimited(deps.rateLimits, deps.clientIp, action);
  // Tokens use the real clock even when stories pin the store's clock, so they never start expired.
  const tokenFor = (user: Account) =>
    tokens.sign({ _id: user._id, email: user.email, ver: user.tokenVersion });

  return (
    new Hono()
      .post('/signup', jsonBody(signupBodySchema), limit('signup'), async (c) => {
        const body = c.var.body;
        const { firstName, lastName, email, password } = body;
        if (await store.findUserByEmail(email)) return fail(c, 422, MESSAGES.emailExists);
        const stamp = formatTimestamp(clock.now());
        const created = await store.createUser({
          _id: clock.newId(),
          firstName,
          lastName,
          email,
          createdAt: stamp,
          updatedAt: stamp,
          passwordHash: await passwords.hash(password),
          extra: extraFields(body),
          tokenVersion: 0,
          cart: [],
          wishlist: [],
          addresses: [],
          orders: [],
        });
        if (!created.ok) return refused(c, created);
        return c.json(
          { createdUser: publicUser(created.value), encodedToken: await tokenFor(created.value) },
          201,
        );
      })
      .post('/login', jsonBody(loginInputSchema), limit('login'), async (c) => {
        const user = await store.findAccountByEmail(c.var.body.email);
        if (!user) return fail(c, 404, MESSAGES.notRegistered);
        if (!(await passwords.verify(c.var.body.password, user.passwordHash)))
          return fail(c, 401, MESSAGES.badCredentials);
        return c.json({ foundUser: publicUser(user), encodedToken: await tokenFor(user) });
      })
      .get('/me', signedIn(deps), (c) => c.json({ user: publicUser(c.var.user) }))
      // Logout ends every session of the account on the server: each token it was given is refused.
      .post('/logout', signedIn(deps), async (c) => {
        const revoked = await store.revokeTokens(c.var.user._id);
        return revoked.ok ? c.json({ message: MESSAGES.loggedOut }) : refused(c, revoked);
      })
  );
}
