/** Server mode's secrets: its own token secret, and a strong hashing setting that still verifies old hashes. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  configureAuth,
  hashPassword,
  signToken,
  TOKEN_SECRET_LABEL,
  verifyPassword,
  verifyToken,
} from '@backend/auth';

afterEach(() => configureAuth({ tokenSecret: TOKEN_SECRET_LABEL, passwordIterations: 20_000 }));

describe('configureAuth', () => {
  it('a configured secret signs tokens the public label cannot verify, and the other way round', async () => {
    const claims = { _id: 'u1', email: 'a@example.com' };
    const simulated = await signToken(claims);
    configureAuth({ tokenSecret: 'server-secret-0123456789-0123456789' });
    const real = await signToken(claims);
    expect(await verifyToken(real)).toEqual(claims);
    expect(await verifyToken(simulated)).toBeNull();
    configureAuth({ tokenSecret: TOKEN_SECRET_LABEL });
    expect(await verifyToken(real)).toBeNull();
  });

  it('new hashes use the configured iteration count; hashes made with the old count still verify', async () => {
    const old = await hashPassword('glam1234');
    expect(old).toMatch(/^pbkdf2-sha256\$20000\$/);
    configureAuth({ passwordIterations: 600_000 });
    const strong = await hashPassword('glam1234');
    expect(strong).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(await verifyPassword('glam1234', strong)).toBe(true);
    expect(await verifyPassword('glam1234', old)).toBe(true);
    expect(await verifyPassword('wrong', old)).toBe(false);
    expect(await verifyPassword('glam1234', 'redacted')).toBe(false);
  });
});
