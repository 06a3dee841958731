/**
 * The optimistic-list engine: changes to one cached list that may overlap, shown at once and settled
 * by the server's answers, with one serial write queue per item. The cart and wishlist modules
 * (./cart.ts, ./wishlist.ts) build their mutations on it.
 */
import {
  useMutation,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, isStaleRefusal } from './client';
import {
  holdWrite,
  keepsEveryWrite,
  releaseWrite,
  writeAnswered,
  writeHeaders,
  writeUnanswered,
  type WriteIntent,
} from './pending-writes';
import { createSerialQueue, type SerialQueue } from './serial-queue';
import { getSession } from './session';

/**
 * The changes to one cached list that are still in flight, and the list they apply to: the server's
 * last answer, or what the cache held when the first of them started. All of one session (`token`):
 * once another signs in, the old one's answers never reach the screen.
 */
interface InFlight<TList, TVars> {
  base: TList;
  pending: { id: number; vars: TVars }[];
  token: string | null;
  /**
   * Read the list again once they have all settled: one failed (it may have reached the server all
   * the same, a timeout; and the base it falls back to may be older than a read made since), or
   * changes to different items overlapped (their answers can arrive in another order than the
   * server made them, and the last to arrive becomes the base).
   */
  reread: boolean;
}

/** How a change is sent: `headers` name a kept write; `token` is the session it was made in. */
export interface WriteCall {
  headers?: Record<string, string>;
  token?: string | null;
}

const inFlight = new WeakMap<QueryClient, Map<string, InFlight<unknown, unknown>>>();
let nextChangeId = 0;

/** One write queue per client (a story's or test's client never waits on another's hung call). */
const queues = new WeakMap<QueryClient, SerialQueue>();
function queueFor(queryClient: QueryClient): SerialQueue {
  let queue = queues.get(queryClient);
  if (!queue) queues.set(queryClient, (queue = createSerialQueue()));
  return queue;
}

/** One kind of change to a cached list. */
export interface OptimisticList<TList, TVars> {
  queryKey: readonly unknown[];
  /**
   * Sends the change; `call` goes with its request: headers naming a kept write, and the token of
   * the session it was clicked in (a change queued behind another may be sent after a sign-out,
   * and must never go out as the next account's).
   */
  mutationFn: (vars: TVars, call?: WriteCall) => Promise<TList>;
  next: (current: TList, vars: TVars) => TList;
  /** The item a change touches: changes to one item are sent in order. */
  itemOf?: (vars: TVars) => string;
  /** The change as kept for the next page until it is safe from a reload (needs `itemOf`). */
  intentOf?: (vars: TVars) => WriteIntent;
  errorToast: string;
}

/**
 * Optimistic list changes that may overlap (a second click before the first answer, a call that
 * never answers). The cache always shows the base with every change still in flight applied on
 * top: an answer becomes the new base, a failure (HTTP error, dropped connection, timeout) just
 * drops its own change. So a late failure never undoes a change that was answered after it started,
 * and a failure never erases another change still waiting for its answer. Once all have settled
 * after a failure, or after changes to different items overlapped, the list is read again, so the
 * screen ends as the server holds it (`reread`).
 *
 * Changes to the same item (`itemOf`: a product in the cart, a product in the wishlist) are sent one
 * after another in the order the shopper made them, whichever hook made them: a second click while
 * the first is on its way is queued, never dropped, and never overtakes it at the server. With
 * `intentOf`, such a queued change is also kept in this tab's storage until it is sent (with the
 * simulated back end, every change until its back end has it), so a reload meanwhile does not drop
 * it either: the next page sends it (./pending-writes.ts).
 */
export function optimisticListOptions<TList, TVars>(
  queryClient: QueryClient,
  options: OptimisticList<TList, TVars>,
): MutationOptions<TList, Error, TVars, { id: number | null; token: string | null }> {
  const { queryKey, next, itemOf, intentOf } = options;
  const hash = JSON.stringify(queryKey);
  const entries = () => {
    let map = inFlight.get(queryClient);
    if (!map) inFlight.set(queryClient, (map = new Map()));
    return map as Map<string, InFlight<TList, TVars>>;
  };
  /**
   * Drops change `id` (answered or failed) of the session `token`; with `answer`, the server's list
   * becomes the base. A change of a session that has ended since touches nothing shown.
   */
  const settle = (id: number | null, token: string | null, answer?: TList) => {
    if (token !== getSession().token) return;
    const entry = entries().get(hash);
    if (!entry || id === null || entry.token !== token) {
      if (answer !== undefined) queryClient.setQueryData(queryKey, answer);
      return;
    }
    entry.pending = entry.pending.filter((change) => change.id !== id);
    if (answer !== undefined) entry.base = answer;
    else entry.reread = true;
    queryClient.setQueryData(
      queryKey,
      entry.pending.reduce((list, change) => next(list, change.vars), entry.base),
    );
    if (entry.pending.length > 0) return;
    entries().delete(hash);
    if (entry.reread) void queryClient.invalidateQueries({ queryKey });
  };

  return {
    mutationFn: itemOf
      ? (vars) => {
          // The session it is clicked in: a change queued behind another goes out with this token
          // even if the shopper has signed out (and another in) by the time its turn comes.
          const token = getSession().token;
          const queue = queueFor(queryClient);
          const key = `${hash} ${itemOf(vars)}`;
          // Queued behind another write (not sent for a round trip), or any write the simulated
          // back end has not committed yet: kept until it is safe from a reload.
          const held =
            intentOf && (keepsEveryWrite || queue.size(key) > 0)
              ? holdWrite(intentOf(vars))
              : undefined;
          return queue.run(key, async () => {
            if (held === undefined) return options.mutationFn(vars, { token });
            // The page is going away: the next page sends it.
            if (!releaseWrite(held)) throw new ApiError('abort', 0, ['Request aborted']);
            try {
              const list = await options.mutationFn(vars, { headers: writeHeaders(held), token });
              writeAnswered(held);
              return list;
            } catch (error) {
              // A refusal is an answer; a dropped or cut-off request is not.
              if (error instanceof ApiError && error.status > 0) writeAnswered(held);
              else writeUnanswered(held);
              throw error;
            }
          });
        }
      : (vars) => options.mutationFn(vars, { token: getSession().token }),
    // The list's own key: what waits for its changes to settle asks by it (an applied coupon).
    mutationKey: queryKey,
    meta: { errorToast: options.errorToast },
    onMutate: async (vars) => {
      const { token } = getSession();
      await queryClient.cancelQueries({ queryKey });
      const current = queryClient.getQueryData<TList>(queryKey);
      // Nothing loaded yet: nothing to guess from; the answer fills the cache.
      if (current === undefined) return { id: null, token };
      const id = ++nextChangeId;
      const earlier = entries().get(hash);
      // Changes of a session that has ended are not this one's base.
      const entry =
        earlier && earlier.token === token
          ? earlier
          : { base: current, pending: [], token, reread: false };
      // Changes to one item go out one after another and are answered in order; others may not be.
      if (entry.pending.some((change) => !itemOf || itemOf(change.vars) !== itemOf(vars)))
        entry.reread = true;
      entry.pending.push({ id, vars });
      entries().set(hash, entry);
      queryClient.setQueryData<TList>(queryKey, next(current, vars));
      return { id, token };
    },
    onError: (error, _vars, context) => {
      if (context) settle(context.id, context.token);
      // The base can itself be stale: another tab changed the list and the server refused this
      // change for it (409 already there, 404 gone). Ask the server for the list it really holds.
      if (isStaleRefusal(error) && context?.token === getSession().token)
        void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (list, _vars, context) => {
      settle(context.id, context.token, list);
    },
  };
}

export function useOptimisticList<TList, TVars>(options: OptimisticList<TList, TVars>) {
  const queryClient = useQueryClient();
  return useMutation(optimisticListOptions(queryClient, options));
}
