/**
 * Two transactions that lock two rows crosswise on a real PostgreSQL: the database ends one of them
 * (deadlock_detected), and the shop's `transaction` runs that one again (server/db/sql.ts), so both
 * writes land and neither request would answer 500. The crossing is forced: each holds its first
 * row and waits for the other to hold its own before reaching for the second, on its first attempt
 * only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, TRANSACTION_ATTEMPTS, type Database } from '../../../server/db/sql';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

describe.skipIf(!postgresBin())('a transaction ended by a deadlock (PostgreSQL)', () => {
  let cluster: Cluster;
  let db: Database;

  beforeAll(async () => {
    cluster = await startCluster();
    db = openPostgres(await cluster.createDatabase('deadlock_retry'));
    await db.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
  });
  afterAll(async () => {
    await db?.close();
    await cluster?.destroy();
  });

  /** Resolves once both sides have called it. */
  function meeting() {
    let arrived = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return () => {
      arrived += 1;
      if (arrived === 2) open();
      return opened;
    };
  }

  it('runs the one the database ended again: both writes land', async () => {
    await db.query('DELETE FROM counters');
    await db.query('INSERT INTO counters VALUES (1, 0), (2, 0)');
    const bothHoldOne = meeting();
    const attempts = { a: 0, b: 0 };
    const crosswise = (side: 'a' | 'b', first: number, second: number, add: number) =>
      db.transaction(async (tx) => {
        attempts[side] += 1;
        await tx.query('UPDATE counters SET n = n + $2 WHERE id = $1', [first, add]);
        if (attempts[side] === 1) await bothHoldOne();
        await tx.query('UPDATE counters SET n = n + $2 WHERE id = $1', [second, add]);
      });
    await Promise.all([crosswise('a', 1, 2, 1), crosswise('b', 2, 1, 10)]);
    const rows = await db.query<{ id: number; n: number }>(
      'SELECT id, n FROM counters ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, n: 11 },
      { id: 2, n: 11 },
    ]);
    // One of them was ended once and run again.
    expect(attempts.a + attempts.b).toBe(3);
  });

  it('gives up after its attempts: the error is the caller’s', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      db.transaction(async () => {
        runs += 1;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    // Any other error is not run again.
    runs = 0;
    await expect(
      db.transaction(async () => {
        runs += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
