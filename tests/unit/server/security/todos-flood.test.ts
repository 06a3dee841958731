/**
 * A flood of test todos from one address. A fresh x-test-todos-key costs nothing and opens a new
 * list, so adding is rate-limited per address (429 with Retry-After) and the number of lists is
 * capped (a new one beyond GLAMOUR_TODO_LISTS_MAX, 1000 by default, replaces the idlest): the todos
 * table stays bounded. The cap is set low here so the flood can pass it quickly.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TODOS } from '@backend/messages';
import { SHOP_KINDS, useShop, type Shop } from './shop';

type Exported = { store: { todos: unknown[] } };

/** The cap on lists this suite's server is started with. */
const MAX_TODO_LISTS = 40;

const freshKey = (i: number) => ({ 'x-test-todos-key': `flood-key-${String(i).padStart(8, '0')}` });

async function todoRows(shop: Shop): Promise<number> {
  const exported = await shop.call<Exported>('GET', '/api/_console/store');
  expect(exported.status).toBe(200);
  return exported.body.store.todos.length;
}

/** Adds one todo under each of `count` fresh keys, `parallel` at a time; the statuses in order. */
async function flood(shop: Shop, count: number, parallel: number) {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  let message = '';
  for (let start = 0; start < count; start += parallel) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, (_, j) =>
        shop.call<{ errors?: string[] }>('POST', '/api/test-todos', {
          headers: freshKey(start + j),
          body: { title: `Flood ${start + j}` },
        }),
      ),
    );
    for (const answer of answers) {
      statuses.push(answer.status);
      if (answer.status === 429) {
        retryAfter = answer.headers.get('retry-after');
        message = answer.body.errors?.join(' ') ?? '';
      }
    }
  }
  return { statuses, retryAfter, message };
}

describe.each(SHOP_KINDS)('a flood of test todos on %s', (kind) => {
  const limited = useShop(kind, { GLAMOUR_RATE_LIMIT_TODOS_PER_IP: '10' });

  it('one address adds at most its per-minute limit, then 429 with Retry-After', async () => {
    const before = await todoRows(limited());
    const { statuses, retryAfter, message } = await flood(limited(), 40, 5);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(message).toMatch(/Too many test todos in a short time/);
    expect(await todoRows(limited())).toBe(before + 10);
  });
});

describe.each(SHOP_KINDS)('many test todo lists on %s', (kind) => {
  // Not rate-limited: only the cap on lists stands between the flood and the table.
  const unlimited = useShop(kind, {
    GLAMOUR_RATE_LIMIT_TODOS_PER_IP: '0',
    GLAMOUR_TODO_LISTS_MAX: String(MAX_TODO_LISTS),
  });

  it('the lists stay within their cap: the idlest goes, the newest stays', async () => {
    const { statuses } = await flood(unlimited(), MAX_TODO_LISTS + 50, 25);
    expect(statuses.every((s) => s === 201)).toBe(true);
    // One todo each, the shared seed list replaced first: never more than the cap's rows.
    expect(await todoRows(unlimited())).toBeLessThanOrEqual(MAX_TODO_LISTS * MAX_TODOS);
    expect(await todoRows(unlimited())).toBe(MAX_TODO_LISTS);
    const newest = await unlimited().call<{ todos: { title: string }[] }>(
      'GET',
      '/api/test-todos',
      {
        headers: freshKey(MAX_TODO_LISTS + 49),
      },
    );
    expect(newest.body.todos.map((t) => t.title)).toEqual([`Flood ${MAX_TODO_LISTS + 49}`]);
    const oldest = await unlimited().call<{ todos: unknown[] }>('GET', '/api/test-todos', {
      headers: freshKey(0),
    });
    expect(oldest.body.todos).toEqual([]);
  });
});
