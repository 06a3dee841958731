/**
 * Input. Control characters (NUL first: PostgreSQL's text refuses it, and that
 * once surfaced as a 500 with the database's message) in any text field, path segment or query
 * parameter get 400, and so does half of a character in a body (PostgreSQL refuses that too); names made only of invisible or blank-looking characters get 400; a 500 never
 * carries an internal message, only a request id that the log has too.
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { SHOP_KINDS, until, useShop } from './shop';

const signup = (firstName: string, email = 'input.attack@example.com') => ({
  firstName,
  lastName: 'Shopper',
  email,
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
});

describe.each(SHOP_KINDS)('input on %s', (kind) => {
  const shop = useShop(kind);

  it('a NUL or another control character in a body text gets 400 and creates nothing', async () => {
    for (const [i, name] of ['Ra\u0000vi', 'Ra\u001bvi', '\u007f', 'x\u0085'].entries()) {
      const email = `control${i}@example.com`;
      const answer = await shop().call('POST', '/api/auth/signup', { body: signup(name, email) });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        'firstName: must not contain control characters (such as NUL).',
      ]);
      const login = await shop().call('POST', '/api/auth/login', {
        body: { email, password: 'abcd1234' },
      });
      expect(login.status).toBe(404);
    }
    const todo = await shop().call('POST', '/api/newsletter', {
      body: { email: 'nul\u0000@example.com' },
    });
    expect(todo.status).toBe(400);
    const token = await shop().login();
    const address = await shop().call('POST', '/api/user/orders', {
      token,
      body: { addressId: 'a\u0000b', idempotencyKey: 'k' },
    });
    expect(address.status).toBe(400);
  });

  it('half of a character (a lone surrogate) in a body text gets 400, not a 500', async () => {
    for (const [i, name] of ['A\ud800', '\udc00B', 'x\ud83d'].entries()) {
      const email = `half${i}@example.com`;
      const answer = await shop().call('POST', '/api/auth/signup', { body: signup(name, email) });
      expect([name, answer.status]).toEqual([name, 400]);
      expect(answer.body.errors).toEqual([
        'firstName: must be whole characters (it holds half of one, such as half of an emoji).',
      ]);
    }
    // A whole emoji (both halves) is text like any other.
    const whole = await shop().call('POST', '/api/auth/signup', {
      body: signup('Ravi \ud83d\ude00', 'whole.emoji@example.com'),
    });
    expect(whole.status).toBe(201);
    const token = await shop().login();
    const review = await shop().call('POST', '/api/newsletter', {
      token,
      body: { email: 'half\udfff@example.com' },
    });
    expect(review.status).toBe(400);
  });

  it('a NUL in a path segment or a query parameter gets 400, not a 500', async () => {
    for (const path of [
      '/api/products/%00',
      '/api/products/abc%00def',
      '/api/categories/%00',
      '/api/products?q=%00',
      '/api/products?category=Makeup%00',
      '/api/products?page=1%01',
      '/api/_console/log?after=%00',
    ]) {
      const answer = await shop().call('GET', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.errors).toEqual([
        'The request path or query holds a control character (such as NUL), which no route accepts.',
      ]);
    }
    const token = await shop().login();
    expect((await shop().call('DELETE', '/api/user/cart/%00', { token })).status).toBe(400);
  });

  it('names made only of invisible or blank-looking characters get 400', async () => {
    for (const [i, name] of [
      '\u3164',
      '\u2800\u2800',
      '\u202e\u202d',
      '\u200b',
      '\uffa0',
    ].entries()) {
      const answer = await shop().call('POST', '/api/auth/signup', {
        body: signup(name, `blank${i}@example.com`),
      });
      expect([name, answer.status]).toEqual([name, 400]);
      expect(answer.body.errors).toEqual(['firstName: Enter a name with visible letters.']);
    }
    // A real name in any script still signs up.
    const ok = await shop().call('POST', '/api/auth/signup', {
      body: signup('한글', 'hangul@example.com'),
    });
    expect(ok.status).toBe(201);
  });
});

describe.skipIf(!SHOP_KINDS.includes('postgres'))('a 500 on postgres', () => {
  const shop = useShop('postgres');

  it('carries only a generic message and a request id, which the log line also has', async () => {
    const sql = postgres(shop().databaseUrl ?? '', { max: 1, onnotice: () => undefined });
    try {
      // An internal failure the database reports with its own words (a table gone).
      await sql`ALTER TABLE subscribers RENAME TO subscribers_gone`;
      const answer = await shop().call<{ errors: string[]; requestId: string }>(
        'POST',
        '/api/newsletter',
        { body: { email: 'five.hundred@example.com' } },
      );
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        errors: ['Something went wrong on the server.'],
        requestId: expect.any(String),
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/subscribers|relation|does not exist/);
      const logged = await until(
        async () => shop().output.join(''),
        (text) => text.includes(answer.body.requestId),
      );
      expect(logged).toContain(`request ${answer.body.requestId} failed`);
    } finally {
      await sql`ALTER TABLE subscribers_gone RENAME TO subscribers`;
      await sql.end();
    }
  });
});
