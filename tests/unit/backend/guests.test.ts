/**
 * Every guest their own account: POST /api/auth/guest makes a fresh account per visitor
 * (own cart, wishlist, addresses, orders), which lives GLAMOUR_GUEST_DAYS (default 7) unless its
 * visitor signs up, which keeps it all. Runs against the app and (server-http) the real server.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Address, CartLineRecord, PublicUser } from '@/domain/types';
import { backend, call, DEMO, ERRORS, PRODUCT, setupBackend } from './support';

setupBackend();

type GuestBody = { foundUser: PublicUser; encodedToken: string };

async function guest(): Promise<GuestBody> {
  const { status, body } = await call<GuestBody>('POST', '/api/auth/guest');
  expect(status).toBe(201);
  return body;
}

const addresses = async (token: string) =>
  (await call<{ addresses: Address[] }>('GET', '/api/user/addresses', { token })).body.addresses;
const cart = async (token: string) =>
  (await call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', { token })).body.cart;
const form = {
  firstName: 'Mira',
  lastName: 'Das',
  email: 'mira.das@example.com',
  password: 'mira1234',
  confirmPassword: 'mira1234',
};

describe('POST /api/auth/guest', () => {
  it('makes a fresh account per visitor, signed in like a login, with the sample address', async () => {
    const one = await guest();
    const two = await guest();
    expect(one.foundUser).toMatchObject({ firstName: 'Guest', lastName: '' });
    expect(one.foundUser._id).not.toBe(two.foundUser._id);
    expect(one.foundUser._id).not.toBe(DEMO._id);
    expect(one.foundUser.email).not.toBe(two.foundUser.email);
    expect(JSON.stringify(one)).not.toMatch(/passwordHash|guestUntil/);
    const me = await call<{ user: PublicUser }>('GET', '/api/auth/me', { token: one.encodedToken });
    expect(me.body.user._id).toBe(one.foundUser._id);
    // Each starts with a copy of the built-in sample address (backend/store/seed.ts), its own id.
    const [mine] = await addresses(one.encodedToken);
    const [theirs] = await addresses(two.encodedToken);
    expect(mine).toMatchObject({ city: 'Bengaluru', userName: 'Aanya Sharma' });
    expect(mine?.id).not.toBe(theirs?.id);
  });

  it('keeps each guest’s cart and addresses their own', async () => {
    const one = (await guest()).encodedToken;
    const two = (await guest()).encodedToken;
    await call('POST', '/api/user/cart', {
      token: one,
      body: { product: { _id: PRODUCT.lipstick } },
    });
    const [address] = await addresses(two);
    // One guest cannot delete the other's address; deleting its own leaves the other's.
    expect(
      (await call('DELETE', `/api/user/addresses/${address?.id}`, { token: one })).status,
    ).toBe(404);
    expect(await addresses(two)).toHaveLength(1);
    expect(await cart(two)).toEqual([]);
    expect((await cart(one)).map((l) => l._id)).toEqual([PRODUCT.lipstick]);
  });

  it('lives 7 days by default, its token as long; no password opens it', async () => {
    const before = backend().clock.now().getTime();
    const { foundUser, encodedToken } = await guest();
    const row = await backend().shop.accounts.findById(foundUser._id);
    const until = Date.parse(row?.guestUntil ?? '');
    expect(until - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 60_000);
    expect(until - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);
    // The token, the guest's only way back in, ends with the guest (an account's lasts 24 h).
    const payload = decodeJwt(encodedToken);
    expect((payload.exp ?? 0) * 1000).toBe(Math.floor(until / 1000) * 1000);
    for (const password of ['', 'none', 'guest', 'redacted'])
      expect(
        (await call('POST', '/api/auth/login', { body: { email: foundUser.email, password } }))
          .status,
      ).not.toBe(200);
  });

  it('an expired guest is swept with its data: its token no longer opens anything', async () => {
    const { encodedToken: token, foundUser } = await guest();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: PRODUCT.lipstick } } });
    const later = new Date(backend().clock.now().getTime() + 8 * 24 * 3600 * 1000);
    expect(await backend().shop.accounts.removeExpiredGuests(later)).toBe(1);
    expect(await backend().shop.accounts.findById(foundUser._id)).toBeUndefined();
    expect((await call('GET', '/api/user/cart', { token })).status).toBe(404);
    // The demo account is no guest: still there.
    expect(await backend().shop.accounts.findById(DEMO._id)).toBeDefined();
  });
});

describe('a guest signs up', () => {
  it('becomes the new account with its cart, addresses and id; the guest token is spent', async () => {
    const { encodedToken: guestToken, foundUser } = await guest();
    await call('POST', '/api/user/cart', {
      token: guestToken,
      body: { product: { _id: PRODUCT.lipstick } },
    });
    const signed = await call<{ createdUser: PublicUser; encodedToken: string }>(
      'POST',
      '/api/auth/signup',
      { token: guestToken, body: form },
    );
    expect(signed.status).toBe(201);
    expect(signed.body.createdUser).toMatchObject({
      _id: foundUser._id,
      firstName: 'Mira',
      email: 'mira.das@example.com',
    });
    const token = signed.body.encodedToken;
    expect((await cart(token)).map((l) => l._id)).toEqual([PRODUCT.lipstick]);
    expect(await addresses(token)).toHaveLength(1);
    expect((await call('GET', '/api/user/cart', { token: guestToken })).status).toBe(404);
    // A real account now: it logs in, and no sweep removes it.
    const login = await call('POST', '/api/auth/login', {
      body: { email: form.email, password: form.password },
    });
    expect(login.status).toBe(200);
    const later = new Date(backend().clock.now().getTime() + 30 * 24 * 3600 * 1000);
    await backend().shop.accounts.removeExpiredGuests(later);
    expect((await cart(token)).map((l) => l._id)).toEqual([PRODUCT.lipstick]);
  });

  it('with a taken email is refused and the guest stays as it was', async () => {
    const { encodedToken: guestToken } = await guest();
    const taken = await call('POST', '/api/auth/signup', {
      token: guestToken,
      body: { ...form, email: DEMO.email },
    });
    expect(taken).toEqual({ status: 422, body: { errors: [ERRORS.emailExists] } });
    expect((await call('GET', '/api/auth/me', { token: guestToken })).status).toBe(200);
  });

  it('a signup with another account’s token makes a new account and leaves that one alone', async () => {
    const login = await call<{ encodedToken: string }>('POST', '/api/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    const signed = await call<{ createdUser: PublicUser }>('POST', '/api/auth/signup', {
      token: login.body.encodedToken,
      body: form,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.createdUser._id).not.toBe(DEMO._id);
    expect((await backend().shop.accounts.findById(DEMO._id))?.email).toBe(DEMO.email);
  });
});
