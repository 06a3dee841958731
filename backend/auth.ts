/**
 * Tokens and passwords of the simulated back end. Tokens are real HS256 JWTs (jose) signed with a
 * fixed secret label (spec §7) and valid for 24 h; passwords are stored as salted PBKDF2 hashes
 * (Web Crypto, in browsers and in Node 20 alike) and never leave the store.
 */
import { jwtVerify, SignJWT } from 'jose';

/** The fixed secret label (spec §7). Public on purpose: this back end runs in the shopper's browser. */
export const TOKEN_SECRET_LABEL = 'glamour-simulated-backend-secret';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

let secret = new TextEncoder().encode(TOKEN_SECRET_LABEL);

export interface TokenClaims {
  _id: string;
  email: string;
}

export async function signToken(claims: TokenClaims, issuedAt: Date = new Date()): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ _id: claims._id, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims._id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/**
 * The claims of a valid token, or null for anything else: altered, expired, unsigned (alg none) or
 * not a JWT at all. Only HS256 is accepted, so a forged header cannot pick a weaker algorithm.
 */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload._id !== 'string' || typeof payload.email !== 'string') return null;
    if (payload.exp === undefined) return null;
    return { _id: payload._id, email: payload.email };
  } catch {
    return null;
  }
}

/** The token from an `authorization` header: the raw token (as the spec's client sends it) or Bearer. */
export function tokenFromHeader(header: string | null): string | null {
  if (header === null) return null;
  const value = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  const token = (bearer?.[1] ?? value).trim();
  return token === '' ? null : token;
}

// Passwords: PBKDF2-SHA-256. The iteration count is modest because hashing runs in the shopper's
// page on every signup and login; the point is that no plain password is ever stored or exported.
const ITERATIONS = 20_000;
const ALGORITHM = 'pbkdf2-sha256';
/**
 * The most iterations a stored hash may ask for. A record from an imported or hand-edited store
 * asking for more would freeze the page at every login attempt, so it is refused, not run.
 */
export const MAX_HASH_ITERATIONS = 1_000_000;

/**
 * What an export made in server mode shows instead of a hash (server/admin-store). It verifies no
 * password; an import carrying it keeps the account's current hash there.
 */
export const REDACTED_PASSWORD_HASH = 'redacted';

/** Whether `stored` is a password record this module writes, with a bounded iteration count. */
export function isPasswordRecord(stored: string): boolean {
  const match =
    /^pbkdf2-sha256\$(\d{1,7})\$[A-Za-z0-9+/]{4,64}={0,2}\$[A-Za-z0-9+/]{4,128}={0,2}$/.exec(
      stored,
    );
  const iterations = Number(match?.[1]);
  return match !== null && iterations >= 1 && iterations <= MAX_HASH_ITERATIONS;
}

let iterations = ITERATIONS;

export interface AuthOptions {
  /** Signs and verifies tokens instead of the public label (server mode: GLAMOUR_TOKEN_SECRET). */
  tokenSecret?: string;
  /** PBKDF2 iterations for new hashes; stored hashes keep their own count, so older ones still verify. */
  passwordIterations?: number;
}

/** Server mode: a real secret and a strong hashing setting. The in-page back end keeps the defaults. */
export function configureAuth(options: AuthOptions): void {
  if (options.tokenSecret !== undefined) secret = new TextEncoder().encode(options.tokenSecret);
  if (options.passwordIterations !== undefined) iterations = options.passwordIterations;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split('$');
  const rounds = Number(iterationsText);
  if (algorithm !== ALGORITHM || !Number.isInteger(rounds) || rounds < 1) return false;
  if (rounds > MAX_HASH_ITERATIONS) return false;
  if (!saltText || !hashText) return false;
  try {
    const expected = fromBase64(hashText);
    const actual = await derive(password, fromBase64(saltText), rounds);
    if (actual.length !== expected.length) return false;
    // Compare every byte so the time taken does not reveal where a guess went wrong.
    let diff = 0;
    for (let i = 0; i < actual.length; i += 1) diff |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
    return diff === 0;
  } catch {
    return false;
  }
}
