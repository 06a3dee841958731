/** Server mode's secrets: its own token secret, and a strong hashing setting that still verifies old hashes. */
import { describe, expect, it } from 'vitest';
import { createPasswords } from '@backend/passwords';
import { createTokens } from '@backend/tokens';

describe('tokens and passwords, as server mode builds them', () => {
  it('a server secret signs tokens the public label cannot verify, and the other way round', async () => {
    const claims = { _id: 'u1', email: 'a@example.com' };
    const publicLabel = createTokens();
    const server = createTokens('server-secret-0123456789-0123456789');
    const simulated = await publicLabel.sign(claims);
    const real = await server.sign(claims);
    expect(await server.verify(real)).toEqual({ ...claims, ver: 0 });
    expect(await server.verify(simulated)).toBeNull();
    expect(await publicLabel.verify(real)).toBeNull();
  });

  it('new hashes use the configured iteration count; hashes made with the old count still verify', async () => {
    const old = await createPasswords().hash('glam1234');
    expect(old).toMatch(/^pbkdf2-sha256\$20000\$/);
    const strong = createPasswords({ iterations: 600_000 });
    const hashed = await strong.hash('glam1234');
    expect(hashed).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(await strong.verify('glam1234', hashed)).toBe(true);
    expect(await strong.verify('glam1234', old)).toBe(true);
    expect(await strong.verify('wrong', old)).toBe(false);
    expect(await strong.verify('glam1234', 'redacted')).toBe(false);
  });
});
