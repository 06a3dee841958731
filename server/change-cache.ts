/**
 * What a process keeps until the catalogue changes: the rendered pages (./page-cache.ts) and the
 * API's catalogue answers (./api-cache.ts) alike. The catalogue's NOTIFY (any process, any SQL) or
 * this process's own change drops everything (server/db/catalog-cache.ts hands its notifications
 * on); while notifications are not arriving nothing is kept; a load that began before a change is
 * never kept (the generation moved on). Bounded (an LRU by `sizeOf`), and one load per key at a
 * time however many ask.
 */
import { LRUCache } from 'lru-cache';
import type { Listener } from './db/sql';

export interface ChangeCacheOptions<V extends object, L> {
  /** Whether notifications arrive from the start (a store with no database: nothing to hear). */
  live?: boolean;
  /** At most this much of `sizeOf` kept. */
  maxSize: number;
  sizeOf(value: V, key: string): number;
  /** Whether a load's result is one to keep (and to hand to the others waiting for it). */
  keep(result: L): result is L & V;
}

export interface ChangeCache<V extends object, L> {
  /** The value kept at `key`, if any. */
  peek(key: string): V | undefined;
  /**
   * The value at `key`: the kept one, or `load`'s. Its loader gets what `load` answered; the
   * others waiting for the same load get it when it is one to keep, undefined otherwise (they ask
   * for themselves).
   */
  get(key: string, load: () => Promise<L>): Promise<V | L | undefined>;
  /** Drops everything (the catalogue changed). */
  invalidate(): void;
  /** For the catalogue cache to hand its notifications on. */
  readonly listener: Listener;
  readonly size: number;
}

export function createChangeCache<V extends object, L>({
  live: startLive = false,
  maxSize,
  sizeOf,
  keep,
}: ChangeCacheOptions<V, L>): ChangeCache<V, L> {
  let live = startLive;
  let generation = 0;
  const kept = new LRUCache<string, V>({
    maxSize,
    sizeCalculation: (value, key) => Math.max(1, sizeOf(value, key)),
  });
  const loading = new Map<string, { generation: number; result: Promise<L> }>();
  const invalidate = () => {
    generation += 1;
    kept.clear();
    loading.clear();
  };
  return {
    peek: (key) => kept.get(key),
    async get(key, load) {
      const found = kept.get(key);
      if (found) return found;
      const pending = loading.get(key);
      if (pending && pending.generation === generation) {
        const result = await pending.result;
        return keep(result) ? result : undefined;
      }
      const at = generation;
      const result = load();
      loading.set(key, { generation: at, result });
      try {
        const value = await result;
        if (keep(value) && live && at === generation) kept.set(key, value);
        return value;
      } finally {
        if (loading.get(key)?.result === result) loading.delete(key);
      }
    },
    invalidate,
    listener: {
      onNotify: invalidate,
      onState(up) {
        invalidate();
        live = up;
      },
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * The catalogue cache's one follower handing on to several (the pages, the API's answers): every
 * listener hears every notification and change of state, in order.
 */
export function fanOut(...listeners: Listener[]): Listener {
  return {
    onNotify(payload) {
      for (const listener of listeners) listener.onNotify(payload);
    },
    onState(up) {
      for (const listener of listeners) listener.onState(up);
    },
  };
}
