/**
 * Catalogue reads on streaming replicas (DATABASE_REPLICA_URL): the catalogue's cache and listing
 * queries, the rendered pages and the sitemaps read from a replica that is well, close behind the
 * primary and has replayed every catalogue change this process has heard of; otherwise from the
 * primary. Writes, transactions and shoppers' own data always use the primary (`Database.query`).
 *
 * - Health: every quarter second each replica is asked whether it is still in recovery (a promoted
 *   one is another primary: left out), how far it has replayed, and how far behind it is. One that
 *   does not answer, answers an error, or lags past the limit is left out until a later check finds
 *   it well again. A read that fails on a replica because it cannot be reached is asked of the
 *   primary at once, and that replica is left out until the next check.
 * - Read after change: when the catalogue changes (`changed()`), the primary's current WAL position
 *   is taken; until a replica has replayed at least that far, reads go to the primary. So a change
 *   is in the next read, never an older copy from a replica (nor kept in the catalogue's cache).
 *   While the listening connection is down no change is heard: nothing is cached then, and a replica
 *   read may be as old as the lag limit, until the connection is back (itself a change).
 */
import { z } from 'zod';
import { isUnavailable, type CatalogReads, type Database, type Param, type Queryable } from './sql';

/** DATABASE_REPLICA_URL: one or more postgres:// URLs, comma-separated. */
export const replicaUrlList = z.string().transform((value, ctx) => {
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  if (!urls.every((url) => /^postgres(ql)?:\/\//.test(url)))
    ctx.addIssue({
      code: 'custom',
      message: 'each URL must start with postgres:// or postgresql:// (several: comma-separated)',
    });
  return urls;
});

/** How often each replica is asked how it is. */
export const REPLICA_CHECK_MS = 250;

/** What one check of a replica found; undefined when it failed. */
export interface ReplicaStatus {
  inRecovery: boolean;
  /** The WAL position it has replayed (pg_last_wal_replay_lsn), as a number. */
  replayed: bigint | undefined;
  /** How far behind the primary it is, in milliseconds (Infinity when it cannot tell). */
  lagMs: number;
}

/** A PostgreSQL WAL position ('16/B374D848') as a number, for comparing. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Which replicas may answer a catalogue read now: in recovery, within `maxLagMs`, and replayed at
 * least to `mustHave` (the primary's position after the last catalogue change; undefined: no change
 * heard yet). None while `mustHave` is being taken (`pending`): the primary answers.
 */
export function usableReplicas(
  statuses: readonly (ReplicaStatus | undefined)[],
  need: { maxLagMs: number; mustHave: bigint | undefined; pending: boolean },
): number[] {
  if (need.pending) return [];
  const usable: number[] = [];
  statuses.forEach((status, index) => {
    if (!status || !status.inRecovery || !(status.lagMs <= need.maxLagMs)) return;
    if (need.mustHave !== undefined && (status.replayed ?? -1n) < need.mustHave) return;
    usable.push(index);
  });
  return usable;
}

/**
 * Asked of a replica: recovery, replayed position, lag (0 when it has replayed all it received).
 * A replica that is not receiving (its link to the primary is down) has replayed all it received
 * and would read 0 however far behind it falls: its lag is unknown (null) until it streams again.
 * (pg_stat_wal_receiver shows its row, the pid at least, to every role; `status` only to some.)
 */
const STATUS_SQL = `SELECT pg_is_in_recovery() AS recovery,
  pg_last_wal_replay_lsn()::text AS replayed,
  (CASE WHEN NOT EXISTS (SELECT 1 FROM pg_stat_wal_receiver
      WHERE coalesce(status, 'streaming') = 'streaming') THEN NULL
    WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
    ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000 END)::float8 AS lag`;

/**
 * Asked of the primary after a catalogue change: where its WAL is inserted up to, which is past the
 * change's commit record. (pg_current_wal_lsn() is where it is written up to: with
 * synchronous_commit=off a commit may still be only in the WAL buffers, behind that.)
 */
const POSITION_SQL = 'SELECT pg_current_wal_insert_lsn()::text AS lsn';

/** A replica may fail a read that the primary would answer (gone, or a query cancelled by replay). */
function askPrimaryInstead(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // 40001: canceling statement due to conflict with recovery.
  return isUnavailable(error) || code === '40001';
}

export interface ReplicaReadOptions {
  /** A replica further behind than this is left out (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** Between checks; 0: none on a timer (tests call `check()`). Default REPLICA_CHECK_MS. */
  everyMs?: number;
  /** A check not answered within this counts as failed. Default 1000 ms. */
  checkTimeoutMs?: number;
}

export interface ReplicaReads extends CatalogReads {
  /** Asks every replica how it is now (the timer does this every `everyMs`). */
  check(): Promise<void>;
  stop(): void;
}

export function createReplicaReads(
  primary: Queryable,
  replicas: readonly Queryable[],
  options: ReplicaReadOptions,
): ReplicaReads {
  const statuses: (ReplicaStatus | undefined)[] = replicas.map(() => undefined);
  let mustHave: bigint | undefined;
  // A change was heard and its position is not taken yet (or taking it failed: tried again).
  let pending = false;
  let taking = false;
  let again = false;
  let next = 0;
  let checking: Promise<void> | undefined;
  const timeoutMs = options.checkTimeoutMs ?? 1000;

  async function takePosition() {
    taking = true;
    try {
      do {
        again = false;
        const [row] = await primary.query<{ lsn: string }>(POSITION_SQL);
        if (!row) throw new Error('the primary did not say its WAL position');
        const lsn = parseLsn(row.lsn);
        if (mustHave === undefined || lsn > mustHave) mustHave = lsn;
      } while (again);
      pending = false;
    } catch {
      // The primary did not answer: reads stay on it, and the next check tries again.
    } finally {
      taking = false;
    }
  }

  async function status(replica: Queryable): Promise<ReplicaStatus | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    const asked = replica
      .query<{ recovery: boolean; replayed: string | null; lag: number | null }>(STATUS_SQL)
      .then(
        ([row]): ReplicaStatus | undefined =>
          row && {
            inRecovery: row.recovery,
            replayed: row.replayed === null ? undefined : parseLsn(row.replayed),
            lagMs: row.lag === null ? Infinity : Number(row.lag),
          },
        () => undefined,
      );
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  function check(): Promise<void> {
    checking ??= (async () => {
      if (pending && !taking) await takePosition();
      const found = await Promise.all(replicas.map(status));
      found.forEach((s, i) => (statuses[i] = s));
    })().finally(() => (checking = undefined));
    return checking;
  }

  const timer =
    (options.everyMs ?? REPLICA_CHECK_MS) > 0
      ? setInterval(() => void check(), options.everyMs ?? REPLICA_CHECK_MS)
      : undefined;
  timer?.unref();
  void check();

  function pick(): number | undefined {
    const usable = usableReplicas(statuses, { maxLagMs: options.maxLagMs, mustHave, pending });
    if (usable.length === 0) return undefined;
    next = (next + 1) % usable.length;
    return usable[next];
  }

  return {
    async query<T>(text: string, params?: Param[]): Promise<T[]> {
      const index = pick();
      const replica = index === undefined ? undefined : replicas[index];
      if (index === undefined || !replica) return primary.query<T>(text, params);
      try {
        return await replica.query<T>(text, params);
      } catch (error) {
        if (!askPrimaryInstead(error)) throw error;
        statuses[index] = undefined;
        return primary.query<T>(text, params);
      }
    },
    exec: (text) => primary.exec(text),
    changed() {
      pending = true;
      if (taking) again = true;
      else void takePosition();
    },
    check,
    stop: () => clearInterval(timer),
  };
}

/**
 * The primary with its replicas: everything as the primary, but catalogue reads through
 * `createReplicaReads`. Closing closes them all.
 */
export function withReplicas(
  primary: Database,
  replicas: readonly Database[],
  options: ReplicaReadOptions,
): Database & { catalogReads: ReplicaReads } {
  const catalogReads = createReplicaReads(primary, replicas, options);
  return {
    kind: primary.kind,
    query: <T>(text: string, params?: Param[]) => primary.query<T>(text, params),
    exec: (text) => primary.exec(text),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => primary.transaction(fn),
    listen: (channel, listener) => primary.listen(channel, listener),
    catalogReads,
    async close() {
      catalogReads.stop();
      await Promise.all([primary.close(), ...replicas.map((r) => r.close())]);
    },
  };
}
