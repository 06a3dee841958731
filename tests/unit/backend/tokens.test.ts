import * as jose from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens, TOKEN_LIFETIME_SECONDS } from '@backend/tokens';

// The signature check is watched, so a token verified a second time can be seen not to go to it.
vi.mock('jose', async (importOriginal) => {
  const original = await importOriginal<typeof jose>();
  return { ...original, jwtVerify: vi.fn(original.jwtVerify) };
});

const claims = { _id: 'user-1', email: 'shopper@example.com', ver: 2 };

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(jose.jwtVerify).mockClear();
});

describe('session tokens', () => {
  it('checks a token’s signature once, then knows it', async () => {
    const tokens = createTokens('a secret of this shop');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(jose.jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('a known token still expires at its `exp`', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedAt = new Date('2026-11-27T08:00:00.000Z');
    vi.setSystemTime(signedAt);
    const tokens = createTokens('a secret of this shop');
    const token = await tokens.sign(claims, { issuedAt: signedAt });
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(signedAt.getTime() + (TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(signedAt.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    expect(await tokens.verify(token)).toBeNull();
    // Nor is it known again afterwards: jose refuses it too.
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a guest’s token lasts as long as the guest, an account’s 24 h', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedAt = new Date('2026-11-27T08:00:00.000Z');
    vi.setSystemTime(signedAt);
    const tokens = createTokens('a secret of this shop');
    const guestUntil = new Date(signedAt.getTime() + 7 * 24 * 3600 * 1000);
    const guest = await tokens.sign(claims, { issuedAt: signedAt, guestUntil });
    const account = await tokens.sign(claims, { issuedAt: signedAt });
    vi.setSystemTime(signedAt.getTime() + 3 * 24 * 3600 * 1000);
    expect(await tokens.verify(guest)).toEqual(claims);
    expect(await tokens.verify(account)).toBeNull();
    vi.setSystemTime(guestUntil);
    expect(await tokens.verify(guest)).toBeNull();
  });

  it('issues and checks at its back end’s clock: a pinned one’s guest token stays valid', async () => {
    // The stories' back end: its clock far behind real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const realNow = new Date('2026-12-05T08:00:00.000Z');
    vi.setSystemTime(realNow);
    const pinned = new Date('2026-01-15T05:00:00.000Z');
    const tokens = createTokens('a secret of this shop', () => pinned);
    const guestUntil = new Date(pinned.getTime() + 7 * 24 * 3600 * 1000);
    const guest = await tokens.sign(claims, { guestUntil });
    const account = await tokens.sign(claims);
    expect(await tokens.verify(guest)).toEqual(claims);
    expect(await tokens.verify(account)).toEqual(claims);
    // Checked again a minute of real time later, from what it knows: still valid at its time.
    vi.setSystemTime(realNow.getTime() + 60_000);
    expect(await tokens.verify(guest)).toEqual(claims);
    expect(await tokens.verify(account)).toEqual(claims);
    // Real time is far past both: a back end on it refuses them.
    expect(await createTokens('a secret of this shop').verify(guest)).toBeNull();
  });

  it('a long-lived token that is not a guest’s is refused', async () => {
    const secret = new TextEncoder().encode('a secret of this shop');
    const iat = Math.floor(Date.now() / 1000);
    const long = await new jose.SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 2 * 24 * 3600)
      .sign(secret);
    expect(await createTokens('a secret of this shop').verify(long)).toBeNull();
  });

  it('what another secret signed, or an altered token, is refused every time', async () => {
    const ours = createTokens('a secret of this shop');
    const theirs = createTokens('somebody else’s secret');
    const foreign = await theirs.sign(claims);
    expect(await ours.verify(foreign)).toBeNull();
    expect(await ours.verify(foreign)).toBeNull();
    const token = await ours.sign(claims);
    expect(await ours.verify(token)).toEqual(claims);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, _id: 'admin', iat: 1, exp: 2 })).toString('base64url')}.${signature}`;
    expect(await ours.verify(forged)).toBeNull();
  });

  it('hands out a copy: a caller changing its claims changes nothing kept', async () => {
    const tokens = createTokens('a secret of this shop');
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    if (first) first.email = 'someone@else.example';
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
