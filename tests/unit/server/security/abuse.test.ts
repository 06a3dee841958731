/**
 * Abuse. Login and signup are limited per client address and per account, across
 * every process of the shop (PostgreSQL: two processes count together); 429 with Retry-After and a
 * clear message. Logout revokes the token on the server; a token lives at most 24 h.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO, SHOP_KINDS, spawnServer, until, useShop } from './shop';
import { freePort } from '../pg-cluster';

const LIMITS = { GLAMOUR_RATE_LIMIT_PER_IP: '20', GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '5' };

describe.each(SHOP_KINDS)('abuse on %s', (kind) => {
  const shop = useShop(kind, {
    ...LIMITS,
    // A known secret, to forge a long-lived token below.
    GLAMOUR_TOKEN_SECRET: 'security-suite-token-secret-0123456789abcdef',
  });

  it('16 concurrent wrong passwords on one account: at most 5 are checked, the rest get 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        shop().call('POST', '/api/auth/login', {
          body: { email: 'victim.one@example.com', password: 'wrong-password' },
        }),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(11);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(5);
    const retryAfter = Number(limited[0]?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited[0]?.body.errors?.[0]).toMatch(
      /^Too many login attempts in a short time\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('a long email (up to the 254 characters an address may have) is counted, not a 500', async () => {
    // 247 characters: the limit's key ("newsletter:account:" and the address) is past 255.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`;
    expect(email).toHaveLength(247);
    const subscribed = await shop().call('POST', '/api/newsletter', { body: { email } });
    // The newsletter's count, as login's and signup's (whose per-address counts the tests
    // around this one use up), is kept per account under such a key.
    expect(subscribed.status).toBe(200);
  });

  it('one address trying many accounts is stopped after 20 attempts a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const answer = await shop().call('POST', '/api/auth/signup', {
        body: {
          firstName: 'Bulk',
          lastName: 'Signup',
          email: `bulk${i}@example.com`,
          password: 'abcd1234',
          confirmPassword: 'abcd1234',
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('logout revokes the token on the server; a new login works', async () => {
    const token = await shop().login();
    const other = await shop().login();
    expect((await shop().call('GET', '/api/auth/me', { token })).status).toBe(200);
    const out = await shop().call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    for (const old of [token, other]) {
      const me = await shop().call('GET', '/api/auth/me', { token: old });
      expect(me.status).toBe(401);
      expect((await shop().call('GET', '/api/user/cart', { token: old })).status).toBe(401);
    }
    const fresh = await shop().login();
    expect((await shop().call('GET', '/api/auth/me', { token: fresh })).status).toBe(200);
  });

  it('a token claiming more than 24 h of life is refused', async () => {
    const token = await shop().login();
    const { body } = await shop().call<{ user: { email: string } }>('GET', '/api/auth/me', {
      token,
    });
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      _id: string;
      email: string;
      ver: number;
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(24 * 60 * 60);
    const secret = new TextEncoder().encode(shop().env.GLAMOUR_TOKEN_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const forever = await new SignJWT({ _id: claims._id, email: body.user.email, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims._id)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 365 * 24 * 60 * 60)
      .sign(secret);
    expect((await shop().call('GET', '/api/auth/me', { token: forever })).status).toBe(401);
  });
});

describe.skipIf(!SHOP_KINDS.includes('postgres'))('limits across processes on postgres', () => {
  const shop = useShop('postgres', LIMITS);

  it('two processes on one database count one account together', async () => {
    const second = await spawnServer({ env: { ...shop().env, PORT: String(await freePort()) } });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i += 1) {
        const url = i % 2 === 0 ? shop().url : second.url;
        const response = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO.email, password: 'wrong-password' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      // The limit is per account: another account from the same address is still checked.
      const other = await until(
        () =>
          fetch(`${second.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'someone.else@example.com', password: 'x' }),
          }).then((r) => r.status),
        (s) => s !== 0,
      );
      expect(other).toBe(404);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
