/**
 * Overlapping optimistic list changes (src/api/optimistic-list optimisticListOptions), driven through
 * TanStack Query's own MutationObserver with calls the test answers or fails by hand.
 */
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optimisticListOptions, type WriteCall } from '@/api/optimistic-list';
import { setSession } from '@/api/session';

type List = string[];
const KEY = ['list'] as const;

/** A call the test settles later: `answer(list)` or `fail(error)`. */
function deferredCalls() {
  const calls: { vars: string; answer: (list: List) => void; fail: (error: Error) => void }[] = [];
  const mutationFn = (vars: string) =>
    new Promise<List>((answer, fail) => {
      calls.push({ vars, answer, fail });
    });
  return { calls, mutationFn };
}

function setup(initial: List | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  if (initial) queryClient.setQueryData(KEY, initial);
  const { calls, mutationFn } = deferredCalls();
  const options = optimisticListOptions<List, string>(queryClient, {
    queryKey: KEY,
    mutationFn,
    next: (list, item) => [...list, item],
    errorToast: 'Could not add.',
  });
  const start = (item: string) => {
    return new MutationObserver(queryClient, options).mutate(item).catch(() => undefined);
  };
  const shown = () => queryClient.getQueryData<List>(KEY);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { calls, start, shown, flush };
}

describe('optimistic list changes', () => {
  it('shows a change at once and replaces it with the answer', async () => {
    const { calls, start, shown, flush } = setup(['a']);
    const done = start('b');
    await flush();
    expect(shown()).toEqual(['a', 'b']);
    calls[0]!.answer(['a', 'b*']);
    await done;
    expect(shown()).toEqual(['a', 'b*']);
  });

  it('a failure rolls its own change back', async () => {
    const { calls, start, shown, flush } = setup(['a']);
    const done = start('b');
    await flush();
    calls[0]!.fail(new Error('timeout of 10000 ms exceeded'));
    await done;
    expect(shown()).toEqual(['a']);
  });

  it('a late failure does not undo a change answered after it started', async () => {
    const { calls, start, shown, flush } = setup(['a']);
    const first = start('b');
    await flush();
    const second = start('c');
    await flush();
    expect(shown()).toEqual(['a', 'b', 'c']);

    // The second call is answered (the server never saw the first); the first is still waiting.
    calls[1]!.answer(['a', 'c']);
    await second;
    expect(shown()).toEqual(['a', 'c', 'b']);

    // The first times out: the screen is the server's answer, not the list before the first click.
    calls[0]!.fail(new Error('timeout'));
    await first;
    expect(shown()).toEqual(['a', 'c']);
  });

  it('a failure keeps the other changes still waiting for their answer', async () => {
    const { calls, start, shown, flush } = setup(['a']);
    const first = start('b');
    await flush();
    const second = start('c');
    await flush();

    calls[0]!.fail(new Error('Network Error'));
    await first;
    expect(shown()).toEqual(['a', 'c']);

    calls[1]!.answer(['a', 'c']);
    await second;
    expect(shown()).toEqual(['a', 'c']);
  });

  it('with nothing loaded there is no guess, and the answer fills the cache', async () => {
    const { calls, start, shown, flush } = setup(undefined);
    const done = start('b');
    await flush();
    expect(shown()).toBeUndefined();
    calls[0]!.answer(['a', 'b']);
    await done;
    expect(shown()).toEqual(['a', 'b']);
  });
});

describe('once the changes have settled, the list as the server holds it', () => {
  /** A cached list with an observer, read from `server` whenever it is read again. */
  function withServer(initial: List) {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const server = { list: initial, reads: 0 };
    const observer = new QueryObserver(queryClient, {
      queryKey: KEY,
      queryFn: async () => {
        server.reads += 1;
        return server.list;
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const { calls, mutationFn } = deferredCalls();
    const options = optimisticListOptions<List, string>(queryClient, {
      queryKey: KEY,
      mutationFn,
      next: (list, item) => [...list, item],
      itemOf: (item) => item,
      errorToast: 'Could not add.',
    });
    const start = (item: string) =>
      new MutationObserver(queryClient, options).mutate(item).catch(() => undefined);
    const shown = () => queryClient.getQueryData<List>(KEY);
    return { queryClient, server, calls, start, shown, unsubscribe };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a failed change is read again: it may have reached the server, and a read since is kept', async () => {
    const { queryClient, server, calls, start, shown, unsubscribe } = withServer(['a']);
    await vi.waitFor(() => expect(shown()).toEqual(['a']));
    const done = start('b');
    await flush();
    // Another tab adds y, and this tab's list is read meanwhile; then b times out, saved all the same.
    server.list = ['a', 'y', 'b'];
    queryClient.setQueryData(KEY, ['a', 'y', 'b']);
    calls[0]!.fail(new Error('timeout of 10000 ms exceeded'));
    await done;
    await vi.waitFor(() => expect(shown()).toEqual(['a', 'y', 'b']));
    unsubscribe();
  });

  it('changes to different items answered out of order end as the server made them', async () => {
    const { server, calls, start, shown, unsubscribe } = withServer(['a']);
    await vi.waitFor(() => expect(shown()).toEqual(['a']));
    const readsBefore = server.reads;
    const first = start('b');
    const second = start('c');
    await flush();
    // The server made b, then c; c's answer arrives first, b's (older) last.
    server.list = ['a', 'b', 'c'];
    calls[1]!.answer(['a', 'b', 'c']);
    await second;
    calls[0]!.answer(['a', 'b']);
    await first;
    await vi.waitFor(() => expect(shown()).toEqual(['a', 'b', 'c']));
    expect(server.reads).toBe(readsBefore + 1);
    unsubscribe();
  });

  it('one change answered is not read again', async () => {
    const { server, calls, start, shown, unsubscribe } = withServer(['a']);
    await vi.waitFor(() => expect(shown()).toEqual(['a']));
    const readsBefore = server.reads;
    const done = start('b');
    await flush();
    calls[0]!.answer(['a', 'b']);
    await done;
    await flush();
    expect(shown()).toEqual(['a', 'b']);
    expect(server.reads).toBe(readsBefore);
    unsubscribe();
  });
});

describe('a sign-out while changes are on their way', () => {
  afterEach(() => setSession({ status: 'signedOut', token: null, user: null }));

  it('sends a queued change as the session it was clicked in, and shows none of its answers', async () => {
    // Shopper A clicks + twice on one product (the second waits for the first's answer), signs
    // out, and B signs in. A's second click went out with B's token (B's cart changed), and A's
    // answers replaced B's cart on the screen.
    setSession({ status: 'signedIn', token: 'token-a', user: null });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(KEY, ['a-list']);
    const calls: { vars: string; token: string | null | undefined; answer: (l: List) => void }[] =
      [];
    const options = optimisticListOptions<List, string>(queryClient, {
      queryKey: KEY,
      mutationFn: (vars: string, call?: WriteCall) =>
        new Promise<List>((answer) => calls.push({ vars, token: call?.token, answer })),
      next: (list, item) => [...list, item],
      itemOf: () => 'one product',
      errorToast: 'Could not add.',
    });
    const start = (item: string) =>
      new MutationObserver(queryClient, options).mutate(item).catch(() => undefined);
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const first = start('+1');
    const second = start('+2');
    await flush();
    expect(calls.map((c) => c.vars)).toEqual(['+1']);

    // A signs out, B signs in: B's cart is on the screen.
    setSession({ status: 'signedIn', token: 'token-b', user: null });
    queryClient.setQueryData(KEY, ['b-list']);

    calls[0]!.answer(['a-list', '+1']);
    await first;
    await flush();
    expect(calls.map((c) => [c.vars, c.token])).toEqual([
      ['+1', 'token-a'],
      ['+2', 'token-a'],
    ]);
    calls[1]!.answer(['a-list', '+1', '+2']);
    await second;
    expect(queryClient.getQueryData(KEY)).toEqual(['b-list']);

    // B's own change starts from B's cart, not from A's changes.
    const own = start('b+');
    await flush();
    expect(queryClient.getQueryData(KEY)).toEqual(['b-list', 'b+']);
    expect(calls[2]?.token).toBe('token-b');
    calls[2]!.answer(['b-list', 'b+']);
    await own;
    expect(queryClient.getQueryData(KEY)).toEqual(['b-list', 'b+']);
  });
});
