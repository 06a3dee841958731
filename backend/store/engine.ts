/**
 * The store's state machine room: holds the state, loads it (validating; a corrupt or outdated copy
 * is replaced by the seed with a console warning, and the persistence is told so the page can say
 * so), and applies writes as transactions: a write runs on a draft and is kept only if it succeeds,
 * so a refused or failing write changes nothing.
 */
import { migrate, MIGRATIONS, type Migration } from './migrations';
import { withRatings } from './review-records';
import { DB_VERSION, dbStateSchema, issueMessages, withStock, type DbState } from './schema';
import type { StoreResetReason } from '@/domain/console';
import type { Persistence } from './persistence';
import { refusal, type Outcome } from './outcome';

export { refusal, success, type Outcome, type Refusal } from './outcome';

/** What a write that could not be stored answers (507). */
export const STORAGE_FULL_MESSAGE =
  "This change was not saved: the browser's storage for this shop is full. Free some space (for example, Clear history in the request tester) and try again.";

/** What every write answers (507) in a tab whose saved store belongs to a newer version. */
export const NEWER_STORE_MESSAGE =
  'Your saved shop data comes from a newer version of Glamour, open in another tab. Reload this page to continue; nothing changed here is saved until then.';

/** Thrown by replace and reset when the new state cannot be stored; the old state stays. */
export class StorageFullError extends Error {
  constructor(message: string = STORAGE_FULL_MESSAGE) {
    super(message);
    this.name = 'StorageFullError';
  }
}

export interface EngineOptions {
  /** The steps from older store versions (backend/store/migrations.ts); tests pass their own. */
  migrations?: Readonly<Record<number, Migration>>;
}

export interface Engine {
  read<T>(fn: (db: DbState) => T): Promise<T>;
  write<T>(fn: (draft: DbState) => Outcome<T>): Promise<Outcome<T>>;
  replace(next: DbState): Promise<void>;
  reset(): Promise<void>;
  dispose(): void;
}

export function createEngine(
  persistence: Persistence,
  seed: () => Promise<DbState>,
  options: EngineOptions = {},
): Engine {
  const migrations = options.migrations ?? MIGRATIONS;
  let state: DbState | undefined;
  /**
   * The saved store is a newer version's: this tab serves the seed catalogue from memory and refuses
   * every write, so it never overwrites data it cannot read.
   */
  let newerStore = false;
  let pending: Promise<DbState> | undefined;
  // Writes run one after another even when their callers interleave across awaits.
  let queue: Promise<unknown> = Promise.resolve();

  async function loadOrSeed(): Promise<DbState> {
    const loaded = persistence.load();
    let reason: StoreResetReason | undefined;
    newerStore = false;
    if (loaded.kind === 'data') {
      const migrated = migrate(loaded.value, DB_VERSION, migrations);
      if (migrated.kind === 'newer') {
        newerStore = true;
        console.warn(
          `[glamour] the saved store is from a newer version (${migrated.version}, this page knows ${DB_VERSION}); it is left untouched and this page must be reloaded`,
        );
        persistence.recovered?.('newer');
        return seed();
      }
      if (migrated.kind === 'unreadable') {
        // A migration step could not read it (a list holding null): damaged, as a store that
        // fails its schema.
        reason = 'damaged';
        console.warn(
          `[glamour] the saved store is damaged (its migration from version ${migrated.version} failed: ${migrated.error}); starting again from the seed data`,
        );
      } else {
        const candidate = migrated.kind === 'unknown' ? loaded.value : migrated.value;
        const parsed = dbStateSchema.safeParse(candidate);
        if (parsed.success) {
          if (migrated.kind === 'migrated') {
            console.info(
              `[glamour] the saved store was migrated from version ${migrated.from} to ${DB_VERSION}`,
            );
            persistence.save(parsed.data);
          }
          return parsed.data;
        }
        const version = (loaded.value as { version?: unknown } | null)?.version;
        reason = migrated.kind === 'unknown' && version !== DB_VERSION ? 'outdated' : 'damaged';
        console.warn(
          reason === 'outdated'
            ? `[glamour] the saved store is outdated (version ${String(version)}, expected ${DB_VERSION}); starting again from the seed data`
            : `[glamour] the saved store is damaged (${issueMessages(parsed.error).slice(0, 3).join('; ')}); starting again from the seed data`,
        );
      }
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
        if (newerStore) return refusal('unsaved', NEWER_STORE_MESSAGE);
        // The catalogue is only ever replaced whole (reset, import), so it is shared, not copied.
        // So are the categories, the stock levels, the reviews, the imported ratings and the
        // outbox: a write makes new arrays, objects and rows of them, never changes them in
        // place, or a write not kept would be seen all the same.
        const draft: DbState = {
          ...base,
          users: structuredClone(base.users),
          todos: structuredClone(base.todos),
          subscribers: [...base.subscribers],
        };
        const outcome = fn(draft);
        if (!outcome.ok) return outcome;
        // Kept only once stored: a change the storage refused is not reported done.
        if (!persistence.save(draft)) return refusal('unsaved', STORAGE_FULL_MESSAGE);
        state = draft;
        return outcome;
      });
    },
    replace(next) {
      return enqueue(async () => {
        await current();
        if (newerStore) throw new StorageFullError(NEWER_STORE_MESSAGE);
        // Products and cart lines say the stock their levels give, and products the rating their
        // reviews give, as after any write.
        const copy = withRatings(withStock(structuredClone(next)));
        if (!persistence.save(copy)) throw new StorageFullError();
        state = copy;
      });
    },
    reset() {
      return enqueue(async () => {
        await current();
        if (newerStore) throw new StorageFullError(NEWER_STORE_MESSAGE);
        const fresh = await seed();
        if (!persistence.save(fresh)) throw new StorageFullError();
        state = fresh;
      });
    },
    dispose: unwatch,
  };
}
