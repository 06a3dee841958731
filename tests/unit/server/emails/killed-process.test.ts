/**
 * A server process killed while it sends an email: the built server (what `npm run serve` runs) on
 * a throwaway PostgreSQL sends a new order's email to a real SMTP server (smtp-server, here), which
 * reads the message and never answers; the process is killed (SIGKILL) in that moment. A second
 * process started after it sends the email once the first one's lease ends: it arrives once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '@/domain/types';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';
import { UNIT_SERVER_MAIN } from '../built-process';
import { freePort, postgresBin, startCluster, type Cluster } from '../pg-cluster';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

interface Proc {
  url: string;
  child: ChildProcess;
  output: string[];
}

describe.skipIf(!postgresBin())('a server process killed while it sends an email', () => {
  let cluster: Cluster;
  let databaseUrl: string;
  let dist: string;
  let smtp: SmtpSink;
  const procs: Proc[] = [];

  async function startProcess(): Promise<Proc> {
    const port = await freePort();
    const child = spawn(process.execPath, [UNIT_SERVER_MAIN], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '3',
        GLAMOUR_DIST_DIR: dist,
        GLAMOUR_PASSWORD_ITERATIONS: '100000',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Glamour <orders@shop.example>',
        GLAMOUR_EMAIL_POLL_MS: '100',
        GLAMOUR_EMAIL_LEASE_MS: '3000',
        GLAMOUR_EMAIL_RETRY_MS: '10',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    const proc = { url: `http://127.0.0.1:${port}`, child, output };
    procs.push(proc);
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
          return fetch(`${proc.url}/api/products`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(200);
    return proc;
  }

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    smtp = await startSmtpSink();
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('killed');
  }, 240_000);

  afterAll(async () => {
    for (const proc of procs) proc.child.kill('SIGKILL');
    await smtp?.close();
    await cluster?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('the email arrives once, sent by the process that took over', async () => {
    const first = await startProcess();
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    const { encodedToken } = (await login.json()) as { encodedToken: string };
    const headers = { ...json, authorization: encodedToken };
    await fetch(`${first.url}/api/user/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ product: { _id: PRODUCT.lipstick } }),
    });
    const held = smtp.holdNext();
    const placed = await fetch(`${first.url}/api/user/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        addressId: DEMO_ADDRESS_ID,
        idempotencyKey: 'killed',
        paymentMethod: 'cod',
      }),
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: OrderRecord };
    // The first process is in the middle of sending: the server has the message, not yet answered.
    await held;
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    await startProcess();
    const id = `${order._id}:1`;
    await expect
      .poll(() => smtp.received.filter((m) => m.outboxId === id).length, { timeout: 30_000 })
      .toBe(1);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await expect
        .poll(
          async () =>
            (
              await sql`SELECT attempts, sent_at IS NOT NULL AS sent FROM email_outbox WHERE id = ${id}`
            )[0],
          { timeout: 10_000 },
        )
        .toEqual({ attempts: 2, sent: true });
    } finally {
      await sql.end();
    }
    expect(smtp.received.filter((m) => m.outboxId === id)).toHaveLength(1);
  });
});
