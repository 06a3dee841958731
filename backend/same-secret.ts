/**
 * The admin token's check. Both texts are hashed with SHA-256 (Web Crypto, so this runs in the
 * browser's simulated back end too) and the two digests, always 32 bytes, are compared without an
 * early exit: the time taken says nothing about the secret, its length included.
 */
const encoder = new TextEncoder();

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function sameSecret(
  given: string | undefined,
  expected: string | undefined,
): Promise<boolean> {
  // No secret configured, or none sent: nothing to compare, and nothing about the secret to learn.
  if (!given || !expected) return false;
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
