/**
 * POST /api/auth/signup, POST /api/auth/login, GET /api/auth/me (docs/shop/rules.md, "Sign-in and
 * sessions"), and POST /api/auth/guest (docs/shop/rules.md, "Guests"): a fresh guest account per visitor, with its own cart, wishlist,
 * addresses (a copy of the sample address) and orders, removed after `guestDays` unless the visitor
 * signs up. A signup sent with a guest's token turns that guest into the new account, keeping all
 * of it. The static build's page keeps logging in to the seed's demo account instead. POST
 * /api/auth/logout ends every session of the account. Login, signup and guests are rate-limited
 * where limits are given (server mode).
 */
import { Hono } from 'hono';
import { formatTimestamp } from '@/domain/cart';
import { guestEmail } from '@/domain/email';
import { loginInputSchema, signupBodySchema } from '@/domain/inputs';
import type { ApiDeps } from '../deps';
import { fail, refused, reply } from '../http';
import { MESSAGES } from '../messages';
import { signedIn } from '../middleware/signed-in';
import { jsonBody } from '../middleware/validate';
import { NO_PASSWORD_HASH } from '../passwords';
import { publicUser } from '../public-user';
import { rateLimited, type LimitedAction } from '../rate-limits';
import { SAMPLE_ADDRESS } from '../store/seed';
import type { Account } from '../store/accounts';
import { tokenFromHeader } from '../tokens';
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
export const DEFAULT_GUEST_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A guest's name: the visitor who logs in without an account (docs/shop/rules.md, "Guests"). */
export const GUEST_NAME = { firstName: 'Guest', lastName: '' } as const;

/** Further signup fields are stored as given (docs/shop/rules.md, "Login and signup input"): strings only, a bounded number of them. */
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
  const { clock, tokens, passwords } = deps;
  const { accounts } = deps.shop;
  const limit = (action: LimitedAction) => rateLimited(deps.rateLimits, deps.clientIp, action);
  // Tokens use the real clock even when stories pin the store's clock, so they never start expired.
  const tokenFor = (user: Account) =>
    tokens.sign(
      { _id: user._id, email: user.email, ver: user.tokenVersion },
      user.guestUntil ? { guestUntil: new Date(user.guestUntil) } : {},
    );
  const guestLifetimeMs = (deps.guestDays ?? DEFAULT_GUEST_DAYS) * DAY_MS;

  /** The guest account the request's token belongs to, if it is a guest's (signup needs no token). */
  async function signedInGuest(header: string | undefined): Promise<Account | null> {
    const token = tokenFromHeader(header);
    const claims = token === null ? null : await tokens.verify(token);
    if (!claims) return null;
    const account = await accounts.findAccountByEmail(claims.email);
    const current = account?._id === claims._id && (claims.ver ?? 0) === account.tokenVersion;
    return current && account.guestUntil ? account : null;
  }

  return (
    new Hono()
      .post('/signup', jsonBody(signupBodySchema), limit('signup'), async (c) => {
        const body = c.var.body;
        const { firstName, lastName, email, password } = body;
        if (await accounts.findByEmail(email)) return fail(c, 422, MESSAGES.emailExists);
        const stamp = formatTimestamp(clock.now());
        const passwordHash = await passwords.hash(password);
        const guest = await signedInGuest(c.req.header('authorization'));
        if (guest) {
          // The guest becomes this account: its cart (and all else) stays, its guest end goes.
          const upgraded = await accounts.upgradeGuest(guest._id, {
            firstName,
            lastName,
            email,
            passwordHash,
            extra: extraFields(body),
            updatedAt: stamp,
          });
          if (!upgraded.ok) return refused(c, upgraded);
          return c.json(
            {
              createdUser: publicUser(upgraded.value),
              encodedToken: await tokenFor(upgraded.value),
            },
            201,
          );
        }
        const created = await accounts.create({
          _id: clock.newId(),
          firstName,
          lastName,
          email,
          createdAt: stamp,
          updatedAt: stamp,
          passwordHash,
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
        const user = await accounts.findAccountByEmail(c.var.body.email);
        if (!user) return fail(c, 404, MESSAGES.notRegistered);
        if (!(await passwords.verify(c.var.body.password, user.passwordHash)))
          return fail(c, 401, MESSAGES.badCredentials);
        return c.json({ foundUser: publicUser(user), encodedToken: await tokenFor(user) });
      })
      // A new account per press: counted like a signup, so a script cannot fill the database.
      .post('/guest', limit('signup'), async (c) => {
        const now = clock.now();
        const stamp = formatTimestamp(now);
        const id = clock.newId();
        const created = await accounts.create({
          _id: id,
          ...GUEST_NAME,
          email: guestEmail(id),
          createdAt: stamp,
          updatedAt: stamp,
          // No password: a guest comes back only with its token, and signs up to keep its account.
          passwordHash: NO_PASSWORD_HASH,
          extra: {},
          tokenVersion: 0,
          cart: [],
          wishlist: [],
          addresses: [{ id: clock.newId(), ...SAMPLE_ADDRESS }],
          orders: [],
          guestUntil: new Date(now.getTime() + guestLifetimeMs).toISOString(),
        });
        if (!created.ok) return refused(c, created);
        return c.json(
          { foundUser: publicUser(created.value), encodedToken: await tokenFor(created.value) },
          201,
        );
      })
      .get('/me', signedIn(deps), (c) => c.json({ user: publicUser(c.var.user) }))
      // Logout ends every session of the account on the server: each token it was given is refused.
      .post('/logout', signedIn(deps), async (c) => {
        const revoked = await accounts.revokeTokens(c.var.user._id);
        return reply(c, revoked, () => ({ message: MESSAGES.loggedOut }));
      })
  );
}
