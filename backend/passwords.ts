/**
 * Passwords, stored as salted PBKDF2-SHA-256 records (Web Crypto, in browsers and in Node alike):
 * no plain password is ever stored or exported. New hashes use the hasher's iteration count; a stored
 * hash keeps its own, so older ones still verify.
 */
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

/** The hash of an account that has no password (a guest): no password verifies against it. */
export const NO_PASSWORD_HASH = 'none';

/** Whether `stored` is a password record this module writes, with a bounded iteration count. */
export function isPasswordRecord(stored: string): boolean {
  const match =
    /^pbkdf2-sha256\$(\d{1,7})\$[A-Za-z0-9+/]{4,64}={0,2}\$[A-Za-z0-9+/]{4,128}={0,2}$/.exec(
      stored,
    );
  const iterations = Number(match?.[1]);
  return match !== null && iterations >= 1 && iterations <= MAX_HASH_ITERATIONS;
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
async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
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

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * The hasher. The in-page back end keeps the modest default (it hashes in the shopper's page);
 * server mode passes a strong setting (GLAMOUR_PASSWORD_ITERATIONS).
 */
export function createPasswords({
  iterations = ITERATIONS,
}: { iterations?: number } = {}): Passwords {
  return {
    hash: (password) => hashPassword(password, iterations),
    verify: verifyPassword,
  };
}
