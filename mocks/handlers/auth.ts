/** POST /api/auth/signup, POST /api/auth/login, GET /api/auth/me (spec §7, §8). */
import { formatTimestamp } from '@/domain/cart';
import type { PublicUser } from '@/domain/types';
import { loginInputSchema, signupBodySchema } from '@/domain/inputs';
import { hashPassword, signToken, verifyPassword } from '@backend/auth';
import { newId, now } from '@backend/config';
import { getStore } from '@backend/store';
import type { Account } from '@backend/store/store';
import { MESSAGES } from '@backend/messages';
import { SIGNUP_FIELDS } from '@backend/validation';
import { authenticate, fail, json, parseBody, refused, route } from './http';

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

/** A user as the API shows it: never the password or its hash. */
export function publicUser(row: Account): PublicUser {
  return {
    ...row.extra,
    _id: row._id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

// Tokens use the real clock even when stories pin the store's clock, so they never start expired.
const tokenFor = (user: Account) => signToken({ _id: user._id, email: user.email });

export const authHandlers = [
  route('auth', 'post', '/api/auth/signup', async ({ request }) => {
    const body = await parseBody(request, signupBodySchema);
    if (!body.ok) return body.response;
    const { firstName, lastName, email, password } = body.data;
    const store = getStore();
    if (await store.findUserByEmail(email)) return fail(422, MESSAGES.emailExists);
    const stamp = formatTimestamp(now());
    const created = await store.createUser({
      _id: newId(),
      firstName,
      lastName,
      email,
      createdAt: stamp,
      updatedAt: stamp,
      passwordHash: await hashPassword(password),
      extra: extraFields(body.data),
      cart: [],
      wishlist: [],
      addresses: [],
      orders: [],
    });
    if (!created.ok) return refused(created);
    return json(
      { createdUser: publicUser(created.value), encodedToken: await tokenFor(created.value) },
      201,
    );
  }),

  route('auth', 'post', '/api/auth/login', async ({ request }) => {
    const body = await parseBody(request, loginInputSchema);
    if (!body.ok) return body.response;
    const user = await getStore().findAccountByEmail(body.data.email);
    if (!user) return fail(404, MESSAGES.notRegistered);
    if (!(await verifyPassword(body.data.password, user.passwordHash)))
      return fail(401, MESSAGES.badCredentials);
    return json({ foundUser: publicUser(user), encodedToken: await tokenFor(user) });
  }),

  route('auth', 'get', '/api/auth/me', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    return json({ user: publicUser(auth.data) });
  }),
];
