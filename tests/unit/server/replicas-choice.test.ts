/**
 * Which connection answers a catalogue read (server/db/replicas.ts), with fake connections: a replica
 * that is well, close behind and has replayed the last change heard answers; one that lags, fails,
 * is no longer in recovery or has not replayed the change does not, and the primary answers instead.
 * The real primary and replica: replicas.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  createReplicaReads,
  parseLsn,
  usableReplicas,
  type ReplicaStatus,
} from '../../../server/db/replicas';
import { createCatalogCache } from '../../../server/db/catalog-cache';
import type { Database, Listener, Param, Queryable } from '../../../server/db/sql';
import { parseConfig } from '../../../server/config';

interface FakeReplica extends Queryable {
  row: { recovery: boolean; replayed: string | null; lag: number | null } | 'down';
  /** Catalogue reads fail as an unreachable server's do. */
  readsFail: boolean;
}

const unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

function fakeReplica(name: string): FakeReplica {
  const replica: FakeReplica = {
    row: { recovery: true, replayed: '0/100', lag: 0 },
    readsFail: false,
    async query<T>(text: string): Promise<T[]> {
      if (text.includes('pg_is_in_recovery')) {
        if (replica.row === 'down') throw unreachable();
        return [replica.row] as T[];
      }
      if (replica.readsFail) throw unreachable();
      return [{ from: name }] as T[];
    },
    async exec() {},
  };
  return replica;
}

function fakePrimary() {
  let position = '0/100';
  let gate: Promise<void> | undefined;
  let open: () => void = () => undefined;
  const primary = {
    set position(lsn: string) {
      position = lsn;
    },
    /** The next WAL position asked for waits until `release()`. */
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    async query<T>(text: string, _params?: Param[]): Promise<T[]> {
      if (text.includes('pg_current_wal_insert_lsn')) {
        await gate;
        return [{ lsn: position }] as T[];
      }
      return [{ from: 'primary' }] as T[];
    },
    async exec() {},
  };
  return primary;
}

const from = async (reads: Queryable) =>
  ((await reads.query<{ from: string }>('SELECT 1'))[0] ?? { from: '?' }).from;

/** Until `reads` has taken the primary's position (the capture is one fake query away). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the choice of a replica', () => {
  const well: ReplicaStatus = { inRecovery: true, replayed: parseLsn('1/0'), lagMs: 10 };

  it('compares WAL positions as numbers, not as text', () => {
    expect(parseLsn('0/A') > parseLsn('0/9')).toBe(true);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
    expect(() => parseLsn('nonsense')).toThrow(/WAL position/);
  });

  it('leaves out a replica that failed, lags, is not in recovery or has not replayed the change', () => {
    const need = { maxLagMs: 1000, mustHave: parseLsn('1/0'), pending: false };
    expect(usableReplicas([well], need)).toEqual([0]);
    expect(usableReplicas([undefined], need)).toEqual([]);
    expect(usableReplicas([{ ...well, lagMs: 1001 }], need)).toEqual([]);
    expect(usableReplicas([{ ...well, lagMs: Infinity }], need)).toEqual([]);
    expect(usableReplicas([{ ...well, inRecovery: false }], need)).toEqual([]);
    expect(usableReplicas([{ ...well, replayed: parseLsn('0/FFFFFFFF') }], need)).toEqual([]);
    expect(usableReplicas([{ ...well, replayed: undefined }], need)).toEqual([]);
    expect(
      usableReplicas([{ ...well, replayed: undefined }], { ...need, mustHave: undefined }),
    ).toEqual([0]);
    // While the position after a change is being taken, no replica.
    expect(usableReplicas([well, well], { ...need, pending: true })).toEqual([]);
    expect(usableReplicas([undefined, well, { ...well, lagMs: 5000 }], need)).toEqual([1]);
  });
});

describe('catalogue reads with replicas', () => {
  it('go to a well replica, to the primary when it lags, fails or stopped recovering, and back', async () => {
    const primary = fakePrimary();
    const replica = fakeReplica('replica');
    const reads = createReplicaReads(primary, [replica], { maxLagMs: 1000, everyMs: 0 });
    await reads.check();
    expect(await from(reads)).toBe('replica');

    replica.row = { recovery: true, replayed: '0/100', lag: 5000 };
    await reads.check();
    expect(await from(reads)).toBe('primary');

    replica.row = 'down';
    await reads.check();
    expect(await from(reads)).toBe('primary');

    replica.row = { recovery: false, replayed: '0/100', lag: 0 };
    await reads.check();
    expect(await from(reads)).toBe('primary');

    replica.row = { recovery: true, replayed: '0/100', lag: null };
    await reads.check();
    expect(await from(reads)).toBe('primary');

    replica.row = { recovery: true, replayed: '0/100', lag: 0 };
    await reads.check();
    expect(await from(reads)).toBe('replica');
    reads.stop();
  });

  it('after a change, the primary answers until a replica has replayed past its position', async () => {
    const primary = fakePrimary();
    const replica = fakeReplica('replica');
    const reads = createReplicaReads(primary, [replica], { maxLagMs: 60_000, everyMs: 0 });
    await reads.check();
    expect(await from(reads)).toBe('replica');

    primary.position = '0/200';
    primary.hold();
    reads.changed();
    // The position is not known yet: the primary, at once.
    expect(await from(reads)).toBe('primary');
    primary.release();
    await settled();
    await reads.check();
    // Known, and the replica is behind it (its lag is small: only the position says so).
    expect(await from(reads)).toBe('primary');

    replica.row = { recovery: true, replayed: '0/1FF', lag: 0 };
    await reads.check();
    expect(await from(reads)).toBe('primary');
    replica.row = { recovery: true, replayed: '0/200', lag: 0 };
    await reads.check();
    expect(await from(reads)).toBe('replica');
    reads.stop();
  });

  it('a read the replica cannot answer is asked of the primary, and that replica rests', async () => {
    const primary = fakePrimary();
    const replica = fakeReplica('replica');
    const reads = createReplicaReads(primary, [replica], { maxLagMs: 1000, everyMs: 0 });
    await reads.check();
    replica.readsFail = true;
    expect(await from(reads)).toBe('primary');
    replica.readsFail = false;
    // Left out until the next check finds it well.
    expect(await from(reads)).toBe('primary');
    await reads.check();
    expect(await from(reads)).toBe('replica');
    reads.stop();
  });

  it('shares reads among the replicas that are well', async () => {
    const primary = fakePrimary();
    const [one, two, three] = [fakeReplica('one'), fakeReplica('two'), fakeReplica('three')];
    three.row = { recovery: true, replayed: '0/100', lag: 2000 };
    const reads = createReplicaReads(primary, [one, two, three], { maxLagMs: 1000, everyMs: 0 });
    await reads.check();
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) seen.add(await from(reads));
    expect([...seen].sort()).toEqual(['one', 'two']);
    reads.stop();
  });
});

describe('the catalogue cache and its replicas', () => {
  it('says every change to the catalogue reads: a NOTIFY, its own change, LISTEN lost or back', async () => {
    let listener: Listener | undefined;
    let changes = 0;
    const loads: string[] = [];
    const fail = () => Promise.reject(new Error('not the catalogue connection'));
    const db: Database = {
      kind: 'postgres',
      query: fail,
      exec: fail,
      transaction: fail,
      listen: (_channel, l) => (listener = l),
      close: async () => undefined,
      catalogReads: {
        async query<T>(text: string): Promise<T[]> {
          loads.push(text);
          return [{ products: [], categories: [] }] as T[];
        },
        exec: fail,
        changed: () => (changes += 1),
      },
    };
    const cache = createCatalogCache(db);
    listener?.onState(true);
    expect(changes).toBe(1);
    await cache.get();
    await cache.get();
    // Loaded once, from the catalogue reads' connection, and kept.
    expect(loads).toHaveLength(1);
    listener?.onNotify('products');
    expect(changes).toBe(2);
    cache.invalidate();
    expect(changes).toBe(3);
    listener?.onState(false);
    expect(changes).toBe(4);
    await cache.get();
    expect(loads).toHaveLength(2);
  });
});

describe('the replica settings', () => {
  const primary = 'postgres://u@primary/shop';

  it('take one or more replicas, comma-separated, and a lag limit', () => {
    const config = parseConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URL: 'postgres://u@r1/shop, postgresql://u@r2/shop',
      DATABASE_REPLICA_MAX_LAG_MS: '250',
    });
    expect(config.database).toMatchObject({
      replicaUrls: ['postgres://u@r1/shop', 'postgresql://u@r2/shop'],
      replicaMaxLagMs: 250,
      pgbouncer: false,
    });
    expect(parseConfig({ DATABASE_URL: primary }).database).toMatchObject({
      replicaUrls: [],
      replicaMaxLagMs: 1000,
    });
  });

  it('refuse what is not a postgres:// URL, and replicas or a pooler for PGlite', () => {
    expect(() =>
      parseConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://u@r1/x,mysql://r2' }),
    ).toThrow(/DATABASE_REPLICA_URL: each URL must start with postgres:\/\//);
    expect(() => parseConfig({ DATABASE_REPLICA_URL: 'postgres://u@r1/shop' })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
    expect(() => parseConfig({ DATABASE_PGBOUNCER: '1' })).toThrow(
      /DATABASE_PGBOUNCER: needs DATABASE_URL/,
    );
    expect(() => parseConfig({ DATABASE_URL: primary, DATABASE_REPLICA_MAX_LAG_MS: '-1' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG_MS/,
    );
  });

  it('through PgBouncer, need the direct URL that LISTEN connects to', () => {
    expect(() => parseConfig({ DATABASE_URL: primary, DATABASE_PGBOUNCER: '1' })).toThrow(
      /DATABASE_DIRECT_URL: is required with DATABASE_PGBOUNCER=1/,
    );
    expect(
      parseConfig({
        DATABASE_URL: 'postgres://u@bouncer:6432/shop',
        DATABASE_PGBOUNCER: '1',
        DATABASE_DIRECT_URL: primary,
      }).database,
    ).toMatchObject({ pgbouncer: true, directUrl: primary });
  });
});
