/**
 * Anonymous writes. In server mode each caller of /api/test-todos has a list of
 * their own (a token's account, a key the tester keeps, else the caller's address): nobody reads or
 * deletes another's. The newsletter keeps one row per email and is rate-limited.
 */
import { describe, expect, it } from 'vitest';
import { SHOP_KINDS, useShop } from './shop';

type Todos = { todos: { _id: string; title: string }[] };

describe.each(SHOP_KINDS)('anonymous writes on %s', (kind) => {
  const shop = useShop(kind, {
    GLAMOUR_RATE_LIMIT_PER_IP: '20',
    GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '5',
  });

  it('one caller cannot see or delete another caller’s todos', async () => {
    const alice = { 'x-test-todos-key': 'alice-key-0123456789' };
    const bob = { 'x-test-todos-key': 'bob-key-0123456789ab' };
    const added = await shop().call<Todos>('POST', '/api/test-todos', {
      headers: alice,
      body: { title: 'Alice’s todo' },
    });
    expect(added.status).toBe(201);
    const id = added.body.todos.find((t) => t.title === 'Alice’s todo')?._id ?? '';
    const bobs = await shop().call<Todos>('GET', '/api/test-todos', { headers: bob });
    expect(bobs.body.todos.map((t) => t._id)).not.toContain(id);
    const attack = await shop().call('DELETE', `/api/test-todos/${id}`, { headers: bob });
    expect(attack.status).toBe(404);
    // Neither a signed-in shopper nor an anonymous caller (by address) reaches it either.
    const token = await shop().login();
    expect((await shop().call('DELETE', `/api/test-todos/${id}`, { token })).status).toBe(404);
    expect((await shop().call('DELETE', `/api/test-todos/${id}`)).status).toBe(404);
    const still = await shop().call<Todos>('GET', '/api/test-todos', { headers: alice });
    expect(still.body.todos.map((t) => t._id)).toContain(id);
    expect((await shop().call('DELETE', `/api/test-todos/${id}`, { headers: alice })).status).toBe(
      200,
    );
    const badKey = await shop().call('GET', '/api/test-todos', {
      headers: { 'x-test-todos-key': 'short' },
    });
    expect(badKey.status).toBe(400);
  });

  it('the newsletter keeps one row per email, however it is written, and is rate-limited', async () => {
    const answers = await Promise.all(
      ['News@Example.com', 'news@example.com', 'NEWS@example.com'].map((email) =>
        shop().call<{ message: string }>('POST', '/api/newsletter', { body: { email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const exported = await shop().call<{ store: { subscribers: string[] } }>(
      'GET',
      '/api/_console/store',
    );
    expect(exported.body.store.subscribers.filter((s) => s === 'news@example.com')).toHaveLength(1);
    // One address, many emails: 20 a minute (3 used above), then 429 with Retry-After.
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 20; i += 1) {
      const answer = await shop().call('POST', '/api/newsletter', {
        body: { email: `bulk${i}@example.com` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
