/**
 * A replica whose link to the primary is down (server/db/replicas.ts): it has replayed all it
 * received, so its lag read 0 for as long as the link stayed down, and catalogue reads went on to
 * an ever older copy. It is left out until it streams again.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createReplicaReads } from '../../../server/db/replicas';
import { openPostgres, type Database } from '../../../server/db/sql';
import { postgresBin, startCluster, startStandby, type Cluster } from './pg-cluster';

let primary: Cluster;
let standby: Cluster;
let onPrimary: Database;
let onStandby: Database;

beforeAll(async () => {
  primary = await startCluster();
  await primary.createDatabase('shop');
  standby = await startStandby(primary as Parameters<typeof startStandby>[0]);
  onPrimary = openPostgres(primary.url('shop'));
  onStandby = openPostgres(standby.url('shop'));
}, 180_000);

afterAll(async () => {
  await onPrimary?.close();
  await onStandby?.close();
  await standby?.destroy();
  await primary?.destroy();
});

/** Polls `read` until `done` (state, not time), at most 30 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  let seen = await read();
  while (!done(seen) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await read();
  }
  return seen;
}

it.skipIf(!postgresBin())(
  'a replica not receiving from its primary is left out, and used again once it streams',
  async () => {
    const reads = createReplicaReads(onPrimary, [onStandby], { maxLagMs: 600_000, everyMs: 0 });
    const answeredByStandby = async () => {
      await reads.check();
      const [row] = await reads.query<{ standby: boolean }>(
        'SELECT pg_is_in_recovery() AS standby',
      );
      return row?.standby ?? false;
    };
    const admin = postgres(standby.url('postgres'), { max: 1, onnotice: () => undefined });
    try {
      expect(await until(answeredByStandby, (v) => v)).toBe(true);
      const [link] = await admin<{ primary_conninfo: string }[]>`SHOW primary_conninfo`;
      if (!link?.primary_conninfo) throw new Error('the standby has no primary_conninfo');
      // Its link to the primary goes down (a port nothing listens on).
      await admin.unsafe(`ALTER SYSTEM SET primary_conninfo = 'host=127.0.0.1 port=1'`);
      await admin`SELECT pg_reload_conf()`;
      const receiving = async () =>
        Number(
          (
            await admin`SELECT count(*)::int AS n FROM pg_stat_wal_receiver WHERE status = 'streaming'`
          )[0]?.n,
        );
      expect(await until(receiving, (n) => n === 0)).toBe(0);
      expect(await answeredByStandby()).toBe(false);
      // The link is back: the standby answers again.
      await admin.unsafe(
        `ALTER SYSTEM SET primary_conninfo = '${link.primary_conninfo.replaceAll("'", "''")}'`,
      );
      await admin`SELECT pg_reload_conf()`;
      expect(await until(answeredByStandby, (v) => v)).toBe(true);
    } finally {
      reads.stop();
      await admin.end({ timeout: 1 });
    }
  },
  120_000,
);
