/**
 * The store's state machine room: holds the state, loads it (validating; a corrupt or outdated copy
 * is replaced by the seed with a console warning, and the persistence is told so the page can say
 * so), and applies writes as transactions: a write runs on a draft and is kept only if it succeeds,
 * so a refused or failing write changes nothing.
 */
import { DB_VERSION, dbStateSchema, issueMessages, type DbState } from './schema';
import type { StoreResetReason } from '@/domain/console';
import type { Persistence } from './persistence';

export type Refusal = {
  ok: false;
  /** invalid → 400, not-found → 404, conflict → 409, exists → 422 */
  reason: 'invalid' | 'not-found' | 'conflict' | 'exists';
  message: string;
};
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refusal = (reason: Refusal['reason'], message: string): Refusal => ({
  ok: false,
  reason,
  message,
});

export interface Engine {
  read<T>(fn: (db: DbState) => T): Promise<T>;
  write<T>(fn: (draft: DbState) => Outcome<T>): Promise<Outcome<T>>;
  replace(next: DbState): Promise<void>;
  reset(): Promise<void>;
  dispose(): void;
}

export function createEngine(persistence: Persistence, seed: () => Promise<DbState>): Engine {
  let state: DbState | undefined;
  let pending: Promise<DbState> | undefined;
  // Writes run one after another even when their callers interleave across awaits.
  let queue: Promise<unknown> = Promise.resolve();

  async function loadOrSeed(): Promise<DbState> {
    const loaded = persistence.load();
    let reason: StoreResetReason | undefined;
    if (loaded.kind === 'data') {
      const parsed = dbStateSchema.safeParse(loaded.value);
      if (parsed.success) return parsed.data;
      const version = (loaded.value as { version?: unknown } | null)?.version;
      reason = version !== DB_VERSION ? 'outdated' : 'damaged';
      console.warn(
        reason === 'outdated'
          ? `[glamour] the saved store is outdated (version ${String(version)}, expected ${DB_VERSION}); starting again from the seed data`
          : `[glamour] the saved store is damaged (${issueMessages(parsed.error).slice(0, 3).join('; ')}); starting again from the seed data`,
      );
    } else if (loaded.kind === 'corrupt') {
      reason = 'corrupt';
      console.warn(
        '[glamour] the saved store is not valid JSON; starting again from the seed data',
      );
    }
    const fresh = await seed();
    persistence.save(fresh);
    if (reason) persistence.recovered?.(reason);
    return fresh;
  }

  async function current(): Promise<DbState> {
    if (state && persistence.changedElsewhere()) state = undefined;
    if (state) return state;
    pending ??= loadOrSeed().finally(() => {
      pending = undefined;
    });
    const loaded = await pending;
    state ??= loaded;
    return state;
  }

  const unwatch = persistence.watch(() => {
    // Another tab wrote: drop our copy; the next call reads theirs.
    state = undefined;
  });

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    async read(fn) {
      await queue;
      return fn(await current());
    },
    write(fn) {
      return enqueue(async () => {
        const base = await current();
        // The catalogue is only ever replaced whole (reset, import), so it is shared, not copied.
        const draft: DbState = {
          ...base,
          users: structuredClone(base.users),
          todos: structuredClone(base.todos),
          subscribers: [...base.subscribers],
        };
        const outcome = fn(draft);
        if (outcome.ok) {
          state = draft;
          persistence.save(draft);
        }
        return outcome;
      });
    },
    replace(next) {
      return enqueue(async () => {
        state = structuredClone(next);
        persistence.save(state);
      });
    },
    reset() {
      return enqueue(async () => {
        state = await seed();
        persistence.save(state);
      });
    },
    dispose: unwatch,
  };
}
