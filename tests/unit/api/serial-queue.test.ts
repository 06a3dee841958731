/**
 * Every click counts (docs/shop/rules.md, Cart): one product's wishlist or cart changes reach the
 * server one after another, in the order they were made, so whatever order the network answers in,
 * the server ends with the last thing the shopper asked for. Driven through the real optimistic
 * engine (optimisticListOptions) and TanStack Query's MutationObserver, with a server the test
 * answers by hand in a random order.
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '@/api/serial-queue';
import { optimisticListOptions } from '@/api/optimistic-list';

type List = string[];
interface Toggle {
  id: string;
  add: boolean;
}
const KEY = ['user', 'wishlist'] as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function shop(options: { queued: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<List>(KEY, []);
  const server = new Set<string>();
  /** Requests that reached the server and wait for the test to answer them. */
  const waiting: (() => void)[] = [];
  const mutationOptions = optimisticListOptions<List, Toggle>(queryClient, {
    queryKey: KEY,
    mutationFn: ({ id, add }) =>
      new Promise<List>((resolve) => {
        waiting.push(() => {
          if (add) server.add(id);
          else server.delete(id);
          resolve([...server].sort());
        });
      }),
    next: (list, { id, add }) =>
      add ? (list.includes(id) ? list : [...list, id].sort()) : list.filter((x) => x !== id),
    ...(options.queued ? { itemOf: ({ id }: Toggle) => id } : {}),
    errorToast: 'Could not change the wishlist.',
  });
  const shown = () => queryClient.getQueryData<List>(KEY) ?? [];
  /** A heart click, as use-shop-actions decides it: from what the screen shows now. */
  const click = async (id: string) => {
    const add = !shown().includes(id);
    void new MutationObserver(queryClient, mutationOptions)
      .mutate({ id, add })
      .catch(() => undefined);
    await flush();
    return add;
  };
  const answer = async (pick: number) => {
    if (waiting.length === 0) return;
    const [respond] = waiting.splice(pick % waiting.length, 1);
    respond?.();
    await flush();
  };
  const settleAll = async () => {
    await flush();
    while (waiting.length > 0) await answer(0);
  };
  return { server, shown, click, answer, settleAll };
}

const PRODUCTS = ['kajal', 'toner', 'dryer'];
const step = fc.oneof(
  fc.record({ kind: fc.constant('click' as const), product: fc.constantFrom(...PRODUCTS) }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(10) }),
);

async function play(steps: ReturnType<typeof step.generate>['value'][], queued: boolean) {
  const s = shop({ queued });
  const wanted = new Map<string, boolean>();
  for (const st of steps) {
    if (st.kind === 'click') {
      wanted.set(st.product, await s.click(st.product));
      // The screen shows the shopper's last click at once.
      expect(s.shown().includes(st.product)).toBe(wanted.get(st.product));
    } else await s.answer(st.pick);
  }
  await s.settleAll();
  return { s, wanted };
}

describe('one item’s changes, queued', () => {
  it('random interleavings of clicks and answers end in the state of each product’s last click', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const { s, wanted } = await play(steps, true);
        for (const [id, inList] of wanted) expect(s.server.has(id)).toBe(inList);
        expect(s.shown()).toEqual([...s.server].sort());
      }),
      { numRuns: 150 },
    );
  });

  it('without the queue, an answer order the network may choose loses the last click', async () => {
    // heart, heart again; the removal is answered before the add: the add wins at the server.
    const s = shop({ queued: false });
    await s.click('kajal');
    await s.click('kajal');
    await s.answer(1);
    await s.answer(0);
    expect(s.server.has('kajal')).toBe(true);
    // The same clicks queued: the removal is sent only after the add was answered.
    const q = shop({ queued: true });
    await q.click('kajal');
    await q.click('kajal');
    await q.answer(1);
    await q.answer(0);
    await q.settleAll();
    expect(q.server.has('kajal')).toBe(false);
  });
});

describe('createSerialQueue', () => {
  it('runs one key’s tasks in order, other keys beside them, and a failure does not stop the rest', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) =>
          setTimeout(() => {
            log.push(name);
            if (fail) reject(new Error(name));
            else resolve(name);
          }, ms),
        );
    const a1 = queue.run('a', task('a1', 30, true));
    const a2 = queue.run('a', task('a2', 1));
    const b1 = queue.run('b', task('b1', 10));
    expect(queue.size('a')).toBe(2);
    await expect(a1).rejects.toThrow('a1');
    await expect(a2).resolves.toBe('a2');
    await expect(b1).resolves.toBe('b1');
    expect(log).toEqual(['b1', 'a1', 'a2']);
    expect(queue.size('a')).toBe(0);
  });
});
