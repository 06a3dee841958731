/**
 * The signed-in check keeps each account in its process (server/db/accounts.ts): two built server
 * processes on one throwaway PostgreSQL show that they do keep it (the check reads nothing), that a
 * logout through one is refused by that one at once and by the other as soon as the NOTIFY reaches
 * it, and that an account changed or removed by hand in SQL is not served from a stale copy once its
 * NOTIFY has arrived. The NOTIFY travels on its own connection, so a request may overtake it by a
 * moment: the tests wait for each process to refuse, then check that it keeps refusing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '@backend/store/seed';
import { startBuiltProcess, type Proc } from './built-process';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

let cluster: Cluster;
let databaseUrl: string;
let dist: string;
let a: Proc;
let b: Proc;

async function call(
  proc: Proc,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(proc.url + pathname, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as never };
}

async function login(proc: Proc, email: string, password: string): Promise<string> {
  const { status, body } = await call(proc, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  expect(status).toBe(200);
  return String(body.encodedToken);
}

/** The cart's status through each process, each asked twice (the second from its kept account). */
async function cartStatuses(token: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const proc of [a, b])
    for (let i = 0; i < 2; i += 1)
      statuses.push((await call(proc, 'GET', '/api/user/cart', { token })).status);
  return statuses;
}

/**
 * Through each process: waits until the token's cart answers `status` (the change's NOTIFY has
 * arrived), then asks twice more, so a kept copy that came back would show. Without the NOTIFY a
 * kept copy answers 200 for good and the wait fails.
 */
async function settlesTo(token: string, status: number): Promise<void> {
  const cart = async (proc: Proc) => (await call(proc, 'GET', '/api/user/cart', { token })).status;
  for (const proc of [a, b]) {
    await vi.waitFor(async () => expect(await cart(proc)).toBe(status), {
      timeout: 15_000,
      interval: 20,
    });
    expect([await cart(proc), await cart(proc)]).toEqual([status, status]);
  }
}

describe.skipIf(!postgresBin())('the signed-in check over two processes, one PostgreSQL', () => {
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('shop');
    const start = () => startBuiltProcess({ DATABASE_URL: databaseUrl, GLAMOUR_DIST_DIR: dist });
    [a, b] = await Promise.all([start(), start()]);
  }, 180_000);

  afterAll(async () => {
    for (const proc of [a, b]) proc?.child.kill('SIGTERM');
    await cluster?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('a logout through one process: it refuses the old token at once, the other on its NOTIFY', async () => {
    const token = await login(a, DEMO_USER.email, DEMO_USER.password);
    expect(await cartStatuses(token)).toEqual([200, 200, 200, 200]);
    // Both keep the account: the signed-in check alone (GET /api/auth/me) reads nothing, even with
    // the users table locked (a read of it would wait for the lock timeout and answer 503).
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    const holder = await sql.reserve();
    try {
      await holder`BEGIN`;
      await holder`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`;
      for (const proc of [a, b])
        expect((await call(proc, 'GET', '/api/auth/me', { token })).status).toBe(200);
    } finally {
      await holder`ROLLBACK`;
      holder.release();
      await sql.end();
    }
    expect((await call(a, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    // Its own logout drops its copy before it answers.
    expect((await call(a, 'GET', '/api/user/cart', { token })).status).toBe(401);
    await settlesTo(token, 401);
    // A new login works through both at once.
    const again = await login(b, DEMO_USER.email, DEMO_USER.password);
    expect(await cartStatuses(again)).toEqual([200, 200, 200, 200]);
  });

  it('an account changed or removed by hand in SQL is not served from a kept copy', async () => {
    const email = 'kept-copy@example.com';
    const password = 'abcd1234';
    const signup = await call(a, 'POST', '/api/auth/signup', {
      body: { firstName: 'Kept', lastName: 'Copy', email, password, confirmPassword: password },
    });
    expect(signup.status).toBe(201);
    const token = await login(b, email, password);
    expect(await cartStatuses(token)).toEqual([200, 200, 200, 200]);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      // Every session ended by an owner's SQL: refused through both on the next request.
      await sql`UPDATE users SET token_version = token_version + 1 WHERE email = ${email}`;
      await settlesTo(token, 401);
      const fresh = await login(a, email, password);
      expect(await cartStatuses(fresh)).toEqual([200, 200, 200, 200]);
      // Removed by hand: no longer registered, through both.
      await sql`DELETE FROM users WHERE email = ${email}`;
      await settlesTo(fresh, 404);
    } finally {
      await sql.end();
    }
  });
});
