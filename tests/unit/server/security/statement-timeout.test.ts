/**
 * The statement timeout. Every PostgreSQL connection the server opens carries
 * DATABASE_STATEMENT_TIMEOUT_MS as its statement_timeout (server/db/sql.ts), so a statement stuck
 * behind another session's lock is ended by the database and the request answers 503 at once
 * instead of waiting for as long as that session likes. Here the lock timeout is off, so nothing but
 * the statement timeout can end the wait. The lock timeout (DATABASE_LOCK_TIMEOUT_MS) ends such a
 * wait too. Either way the database is there but busy: the answer says so and when to try again
 * (Retry-After), not that the database cannot be reached.
 *
 * (idle_in_transaction_session_timeout is not shown: the server never leaves a transaction idle for
 * longer than between two of its own statements, so nothing a test can do from outside makes one of
 * its connections idle in a transaction long enough to be ended.)
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, STORE_BUSY_MESSAGE } from '@backend/errors';
import { SHOP_KINDS, useShop } from './shop';

const STATEMENT_TIMEOUT_MS = 300;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

describe.skipIf(!SHOP_KINDS.includes('postgres'))('the statement timeout on postgres', () => {
  const shop = useShop('postgres', {
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    // No lock timeout: a statement waiting for a lock is ended by the statement timeout or not at all.
    DATABASE_LOCK_TIMEOUT_MS: '0',
  });

  it('a read stuck behind a table lock answers 503 within the timeout, and 200 once the lock goes', async () => {
    const token = await shop().login();
    // Without the timeout the read below would wait until the lock goes: the abort fails the test.
    const cart = () =>
      shop().call('GET', '/api/user/cart', { token, signal: AbortSignal.timeout(10_000) });
    expect((await cart()).status).toBe(200);

    const url = shop().databaseUrl ?? '';
    const holder = postgres(url, { max: 1, onnotice: () => undefined });
    // Another connection: pg_stat_activity is a snapshot for the length of a transaction.
    const observer = postgres(url, { max: 1, onnotice: () => undefined });
    const reserved = await holder.reserve();
    try {
      await reserved`BEGIN`;
      // Every read of an account waits for this (held until the ROLLBACK below).
      await reserved`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`;

      const stuck = await timed(cart);
      expect(stuck.value.status).toBe(503);
      expect(stuck.value.body.errors).toEqual([STORE_BUSY_MESSAGE]);
      expect(stuck.value.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      // It did wait for the lock (not a refusal on some other ground), and no longer than the
      // timeout and a margin for this loaded machine.
      expect(stuck.ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS);
      expect(stuck.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1700);
      // The database ended the statement, rather than the server giving up on it: none of the
      // server's sessions is still waiting for the lock.
      const waiting = await observer<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = 'glamour' AND wait_event_type = 'Lock'`;
      expect(waiting[0]?.n).toBe(0);

      await reserved`ROLLBACK`;
      const after = await cart();
      expect(after.status).toBe(200);
    } finally {
      await reserved`ROLLBACK`.catch(() => undefined);
      reserved.release();
      await holder.end({ timeout: 1 }).catch(() => undefined);
      await observer.end({ timeout: 1 }).catch(() => undefined);
    }
  });
});

const LOCK_TIMEOUT_MS = 300;

describe.skipIf(!SHOP_KINDS.includes('postgres'))('the lock timeout on postgres', () => {
  const shop = useShop('postgres', {
    // No statement timeout: only the lock timeout can end a wait for a lock.
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
    DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
  });

  it('a read stuck behind a table lock answers busy, try again, and 200 once the lock goes', async () => {
    const token = await shop().login();
    const cart = () =>
      shop().call('GET', '/api/user/cart', { token, signal: AbortSignal.timeout(10_000) });
    expect((await cart()).status).toBe(200);

    const holder = postgres(shop().databaseUrl ?? '', { max: 1, onnotice: () => undefined });
    const reserved = await holder.reserve();
    try {
      await reserved`BEGIN`;
      await reserved`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`;

      const stuck = await timed(cart);
      expect(stuck.value.status).toBe(503);
      expect(stuck.value.body.errors).toEqual([STORE_BUSY_MESSAGE]);
      expect(stuck.value.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(stuck.ms).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS);

      await reserved`ROLLBACK`;
      expect((await cart()).status).toBe(200);
    } finally {
      await reserved`ROLLBACK`.catch(() => undefined);
      reserved.release();
      await holder.end({ timeout: 1 }).catch(() => undefined);
    }
  });
});
