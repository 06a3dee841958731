/**
 * Session tokens: real HS256 JWTs (jose), valid for 24 h; a guest's for as long as the guest lives
 * (it has no password to log in again with). The simulated back end signs with a fixed, public
 * secret label (it runs in the shopper's page anyway); server mode with its own.
 */
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * The simulated back end's fixed secret label. Public on purpose: it runs in the shopper's browser.
 */
export const TOKEN_SECRET_LABEL = 'glamour-simulated-backend-secret';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  _id: string;
  email: string;
  /** The account's token version when it was signed (a logout raises it; older tokens: 0). */
  ver?: number;
}

export interface SignOptions {
  issuedAt?: Date;
  /**
   * A guest's token lasts until the guest account ends: with no password, a guest whose token
   * expired could never open its account again (its cart, its orders) before it is swept.
   */
  guestUntil?: Date;
}

export interface Tokens {
  sign(claims: TokenClaims, options?: SignOptions): Promise<string>;
  /**
   * The claims of a valid token, or null for anything else: altered, expired, unsigned (alg none)
   * or not a JWT at all. Only HS256 is accepted, so a forged header cannot pick a weaker algorithm.
   */
  verify(token: string): Promise<TokenClaims | null>;
}

/** How many verified tokens a process remembers (about 4 MB at most). */
const VERIFIED_KEPT = 10_000;

/**
 * Tokens signed with `secretText`, issued and checked at `now`: the back end's own clock, so a back
 * end whose time is pinned (the stories') issues tokens that are valid at its time, a guest's
 * included (one issued in real time with an account ending at pinned time expired a second later).
 */
export function createTokens(
  secretText: string = TOKEN_SECRET_LABEL,
  now: () => Date = () => new Date(),
): Tokens {
  const secret = new TextEncoder().encode(secretText);
  // A token's signature checked once is checked for good: the same bytes verify the same way until
  // they expire. Checking it again took a third of a millisecond of CPU per signed-in request
  // (a key imported and an HMAC worked out by WebCrypto each time); a token seen before is now
  // a lookup, and only its expiry is checked again. Revocation (logout) is the account's token
  // version, compared on every request by the signed-in check, not here.
  const verified = new LRUCache<string, { claims: TokenClaims; exp: number }>({
    max: VERIFIED_KEPT,
  });
  return {
    sign(claims, { issuedAt = now(), guestUntil } = {}) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const guest = guestUntil !== undefined;
      const exp = guest
        ? Math.max(iat + 1, Math.floor(guestUntil.getTime() / 1000))
        : iat + TOKEN_LIFETIME_SECONDS;
      return new SignJWT({
        _id: claims._id,
        email: claims.email,
        ver: claims.ver ?? 0,
        ...(guest ? { guest: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims._id)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // As jose does: expired from the second `exp` names.
        if (Math.floor(now().getTime() / 1000) < known.exp) return { ...known.claims };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (typeof payload._id !== 'string' || typeof payload.email !== 'string') return null;
        if (payload.exp === undefined || payload.iat === undefined) return null;
        // Never more than 24 h, whatever expiry a token signed by this secret claims, but a
        // guest's (its account ends at that time anyway, and its token then opens nothing).
        if (payload.exp - payload.iat > TOKEN_LIFETIME_SECONDS && payload.guest !== true)
          return null;
        const ver = typeof payload.ver === 'number' ? payload.ver : 0;
        const claims = { _id: payload._id, email: payload.email, ver };
        verified.set(token, { claims, exp: payload.exp });
        return { ...claims };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The token from an `authorization` header: the raw token (as the shop's client sends it) or
 * Bearer.
 */
export function tokenFromHeader(header: string | null | undefined): string | null {
  if (header === null || header === undefined) return null;
  const value = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  const token = (bearer?.[1] ?? value).trim();
  return token === '' ? null : token;
}
