import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@/domain/types';
import { TOKEN_SECRET_LABEL } from '@backend/tokens';
import { INVISIBLE_NAME_MESSAGE } from '@/domain/names';
import {
  ADDRESS_INPUT,
  backend,
  call,
  DEMO,
  type ErrorBody,
  ERRORS,
  loginDemo,
  setupBackend,
  signup,
} from './support';
import { INPUT_MESSAGES } from '@/domain/input-messages';

setupBackend();

type AuthAnswer = ErrorBody & {
  encodedToken: string;
  foundUser: PublicUser;
  createdUser: PublicUser;
};

const newUser = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  password: 'pass1234',
  confirmPassword: 'pass1234',
};

describe('POST /api/auth/signup', () => {
  it('creates the account: 201, createdUser without a password, a token that works', async () => {
    const { status, body } = await call<AuthAnswer>('POST', '/api/auth/signup', {
      body: { ...newUser, nickname: 'Mee', age: 30 },
    });
    expect(status).toBe(201);
    expect(body.createdUser).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      nickname: 'Mee', // further string fields are stored as given
    });
    expect(body.createdUser).not.toHaveProperty('age');
    expect(JSON.stringify(body)).not.toMatch(/pass1234|passwordHash|password/);
    const me = await call<{ user: PublicUser }>('GET', '/api/auth/me', {
      token: body.encodedToken,
    });
    expect(me.body.user.email).toBe('meera@example.com');
    // New accounts start with nothing.
    for (const [path, key] of [
      ['/api/user/cart', 'cart'],
      ['/api/user/wishlist', 'wishlist'],
      ['/api/user/addresses', 'addresses'],
      ['/api/user/orders', 'orders'],
    ] as const) {
      const list = await call<Record<string, unknown[]>>('GET', path, { token: body.encodedToken });
      expect(list.body[key]).toEqual([]);
    }
  });

  it('stores only a salted hash of the password', async () => {
    await signup('hash@example.com');
    const row = await backend().shop.accounts.findByEmail('hash@example.com');
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$\d+\$/);
    expect(JSON.stringify(row)).not.toContain('abcd1234');
  });

  it('refuses an email already registered with 422 (case-insensitive)', async () => {
    const { status, body } = await call('POST', '/api/auth/signup', {
      body: { ...newUser, email: DEMO.email.toUpperCase() },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual([ERRORS.emailExists]);
  });

  it.each([
    [{ ...newUser, email: 'not-an-email' }, `email: ${INPUT_MESSAGES.invalidEmail}`],
    [{ ...newUser, firstName: '   ' }, `firstName: ${INPUT_MESSAGES.invalidInput}`],
    [{ ...newUser, lastName: undefined }, 'lastName: must be text'],
    [
      { ...newUser, password: 'abc', confirmPassword: 'abc' },
      `password: ${INPUT_MESSAGES.passwordLength}`,
    ],
    [
      { ...newUser, password: 'abcdefghi', confirmPassword: 'abcdefghi' },
      `password: ${INPUT_MESSAGES.passwordLength}`,
    ],
    [
      { ...newUser, confirmPassword: 'other123' },
      `confirmPassword: ${INPUT_MESSAGES.passwordMismatch}`,
    ],
    [{ ...newUser, password: 1234 }, 'password: must be text'],
  ])('refuses bad input with 400 and a clear message (%#)', async (body, message) => {
    const answer = await call('POST', '/api/auth/signup', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContain(message);
    expect(await backend().shop.accounts.findByEmail('meera@example.com')).toBeUndefined();
  });

  it('accepts a signup without confirmPassword, and passwords of exactly 4 and 8 characters', async () => {
    const { confirmPassword: _, ...withoutConfirm } = newUser;
    expect(
      (await call('POST', '/api/auth/signup', { body: { ...withoutConfirm, password: 'abcd' } }))
        .status,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/auth/signup', {
          body: { ...withoutConfirm, email: 'b@example.com', password: 'abcdefgh' },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses malformed JSON and a missing body', async () => {
    const bad = await call('POST', '/api/auth/signup', { rawBody: '{"firstName": ' });
    expect(bad).toEqual({ status: 400, body: { errors: ['The request body is not valid JSON.'] } });
    const none = await call('POST', '/api/auth/signup');
    expect(none).toEqual({
      status: 400,
      body: { errors: ['The request body must be a JSON object.'] },
    });
    const list = await call('POST', '/api/auth/signup', { body: [newUser] });
    expect(list.status).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('logs the demo account in: 200, foundUser without a password, a signed token', async () => {
    const { status, body } = await call<AuthAnswer>('POST', '/api/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    expect(status).toBe(200);
    expect(body.foundUser).toEqual({
      _id: DEMO._id,
      firstName: 'Aanya',
      lastName: 'Sharma',
      email: DEMO.email,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/),
      updatedAt: expect.any(String),
    });
    expect(await backend().tokens.verify(body.encodedToken)).toEqual({
      _id: DEMO._id,
      email: DEMO.email,
      // The account's token version (a logout raises it).
      ver: 0,
    });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { status } = await call('POST', '/api/auth/login', {
      body: { email: `  ${DEMO.email.toUpperCase()} `, password: DEMO.password },
    });
    expect(status).toBe(200);
  });

  it('answers 404 for an unknown email and 401 for a wrong password', async () => {
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(unknown).toEqual({ status: 404, body: { errors: [ERRORS.notRegistered] } });
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: DEMO.email, password: 'glam12345' },
    });
    expect(wrong).toEqual({ status: 401, body: { errors: [ERRORS.badCredentials] } });
  });

  it('refuses blank or missing fields with 400', async () => {
    const blank = await call('POST', '/api/auth/login', { body: { email: ' ', password: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      `email: ${INPUT_MESSAGES.invalidInput}`,
      `password: ${INPUT_MESSAGES.invalidInput}`,
    ]);
    const missing = await call('POST', '/api/auth/login', { body: { email: DEMO.email } });
    expect(missing.body.errors).toEqual(['password: must be text']);
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode(TOKEN_SECRET_LABEL);
  const cart = (token: string | undefined) => call('GET', '/api/user/cart', { token });

  it('accepts the raw token (as the client sends it) and "Bearer <token>"', async () => {
    const token = await loginDemo();
    expect((await cart(token)).status).toBe(200);
    expect((await cart(`Bearer ${token}`)).status).toBe(200);
  });

  it('GET /api/auth/me answers the signed-in user', async () => {
    const token = await loginDemo();
    const me = await call<{ user: PublicUser }>('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(DEMO.email);
  });

  it.each([
    ['no header', async () => undefined],
    ['an empty header', async () => ''],
    ['garbage', async () => 'not-a-token'],
    [
      'an altered signature',
      async () => {
        const token = await loginDemo();
        const last = token.at(-2) === 'A' ? 'B' : 'A';
        return `${token.slice(0, -2)}${last}${token.at(-1)}`;
      },
    ],
    [
      'an altered payload',
      async () => {
        const [header, , signature] = (await loginDemo()).split('.');
        const payload = Buffer.from(
          JSON.stringify({ _id: 'x', email: 'someone.else@example.com', exp: 9_999_999_999 }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'alg none (unsigned)',
      async () =>
        new UnsecuredJWT({ _id: DEMO._id, email: DEMO.email }).setExpirationTime('1h').encode(),
    ],
    [
      'an expired token',
      async () =>
        new SignJWT({ _id: DEMO._id, email: DEMO.email })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 86_400)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
          .sign(secret),
    ],
    [
      'a token without an expiry',
      async () =>
        new SignJWT({ _id: DEMO._id, email: DEMO.email })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret),
    ],
    [
      'another secret',
      async () =>
        new SignJWT({ _id: DEMO._id, email: DEMO.email })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('some-other-secret')),
    ],
    [
      'HS512 with the right secret',
      async () =>
        new SignJWT({ _id: DEMO._id, email: DEMO.email })
          .setProtectedHeader({ alg: 'HS512' })
          .setExpirationTime('1h')
          .sign(secret),
    ],
  ])('refuses %s with 401', async (_, make) => {
    const answer = await cart(await make());
    expect(answer).toEqual({ status: 401, body: { errors: [ERRORS.badToken] } });
  });

  it('expires after 24 hours', async () => {
    const dayAndASecondAgo = new Date(Date.now() - (24 * 3600 + 1) * 1000);
    const old = await backend().tokens.sign(
      { _id: DEMO._id, email: DEMO.email },
      { issuedAt: dayAndASecondAgo },
    );
    expect((await cart(old)).status).toBe(401);
    const almost = await backend().tokens.sign(
      { _id: DEMO._id, email: DEMO.email },
      { issuedAt: new Date(Date.now() - 23 * 3600 * 1000) },
    );
    expect((await cart(almost)).status).toBe(200);
  });

  it('answers 404 for a valid token that names no user', async () => {
    const token = await backend().tokens.sign({ _id: 'gone', email: 'gone@example.com' });
    expect(await cart(token)).toEqual({ status: 404, body: { errors: [ERRORS.notRegistered] } });
  });
});

describe('tokens are bound to the account, not only its email', () => {
  it('refuses an old token for a new account created later with the same email', async () => {
    const oldToken = await signup('again@example.com');
    expect((await call('GET', '/api/auth/me', { token: oldToken })).status).toBe(200);
    // The shop starts over (reset or import) and someone else signs up with that email.
    await call('POST', '/api/_console/reset');
    const newToken = await signup('again@example.com');
    expect(await call('GET', '/api/auth/me', { token: oldToken })).toEqual({
      status: 401,
      body: { errors: [ERRORS.badToken] },
    });
    expect((await call('GET', '/api/user/cart', { token: oldToken })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: newToken })).status).toBe(200);
  });
});

describe('names must be visible', () => {
  it.each([
    ['firstName', '\u200b\u200c'],
    ['lastName', '\u202e\u2066'],
  ])(
    'refuses a signup whose %s is only invisible characters, storing nothing',
    async (field, value) => {
      const { status, body } = await call('POST', '/api/auth/signup', {
        body: { ...newUser, email: 'ghost@example.com', [field]: value },
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual([`${field}: ${INVISIBLE_NAME_MESSAGE}`]);
      expect(await backend().shop.accounts.findByEmail('ghost@example.com')).toBeUndefined();
    },
  );

  it('refuses an address whose name is only invisible characters', async () => {
    const token = await loginDemo();
    const { status, body } = await call('POST', '/api/user/addresses', {
      token,
      body: {
        address: { ...ADDRESS_INPUT, userName: '\u200d\u200f' },
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([`address.userName: ${INVISIBLE_NAME_MESSAGE}`]);
  });
});
