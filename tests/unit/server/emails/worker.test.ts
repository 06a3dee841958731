/**
 * The email worker when things go wrong, on PGlite and a throwaway PostgreSQL, with a real SMTP
 * server (smtp-server) on the other end: a worker that dies holding its claim, one that dies after
 * the SMTP server accepted the email, and two workers (on PostgreSQL two connection pools, as two
 * processes have) sharing one outbox.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@backend/clock';
import { createPasswords } from '@backend/passwords';
import { createSeeder, DEMO_USER } from '@backend/store/seed';
import type { Shop } from '@backend/store/shop';
import { startEmailWorker, type EmailWorker } from '../../../../server/email-worker';
import { migrate, seedIfEmpty } from '../../../../server/db/migrate';
import { createPgShop, insertState } from '../../../../server/db/shop';
import { openPGlite, openPostgres, type Database } from '../../../../server/db/sql';
import { DEMO_ADDRESS_ID, PRODUCT } from '../../backend/support';
import { postgresBin, startCluster, type Cluster } from '../pg-cluster';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const clock = systemClock();
const seed = createSeeder(createPasswords({ iterations: 1000 }));
const quiet = { info: () => undefined, error: () => undefined };

const KINDS = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
].filter((kind) => !kind.postgres || postgresBin() !== undefined);

describe.each(KINDS)('the email worker on $name', ({ postgres }) => {
  let cluster: Cluster | undefined;
  let dbs: Database[] = [];
  /** Two views of one shop: on PostgreSQL each has its own pool, as two processes would. */
  let shops: [Shop, Shop];
  let smtp: SmtpSink;
  let workers: EmailWorker[] = [];
  let orderNo = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    if (postgres) {
      cluster = await startCluster();
      const url = await cluster.createDatabase('worker');
      dbs = [openPostgres(url, { poolSize: 3 }), openPostgres(url, { poolSize: 3 })];
    } else {
      const db = await openPGlite();
      dbs = [db, db];
    }
    await migrate(dbs[0] as Database);
    await seedIfEmpty(dbs[0] as Database, insertState, seed);
    shops = [
      createPgShop(dbs[0] as Database, { clock, seed }),
      createPgShop(dbs[1] as Database, { clock, seed }),
    ];
  }, 180_000);

  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
  });

  afterAll(async () => {
    await smtp?.close();
    await Promise.all([...new Set(dbs)].map((db) => db.close()));
    await cluster?.destroy();
  });

  function worker(shop: Shop, leaseMs: number, outbox = shop.outbox): EmailWorker {
    const started = startEmailWorker(
      { outbox, orders: shop.orders, clock },
      {
        smtpUrl: smtp.url,
        from: 'Glamour <orders@shop.example>',
        publicUrl: 'https://shop.example',
        pollMs: 50,
        leaseMs,
        retryBaseMs: 10,
      },
      quiet,
    );
    workers.push(started);
    return started;
  }

  /** A Cash on Delivery order of the demo shopper: it owes its "placed" email at once. */
  async function placeOrder(shop: Shop): Promise<string> {
    orderNo += 1;
    expect((await shop.carts.add(DEMO_USER._id, PRODUCT.lipstick)).ok).toBe(true);
    const created = await shop.orders.create(DEMO_USER._id, {
      addressId: DEMO_ADDRESS_ID,
      idempotencyKey: `worker-${orderNo}`,
      paymentMethod: 'cod',
    });
    if (!created.ok || !('order' in created.value)) throw new Error('the order was not placed');
    return created.value.order._id;
  }

  const copies = (outboxId: string) => smtp.received.filter((m) => m.outboxId === outboxId);

  it('a worker that dies holding its claim: another sends the email once its lease ends', async () => {
    const orderId = await placeOrder(shops[0]);
    // The dead worker's claim: taken, never sent, never marked.
    const [claimed] = await shops[0].outbox.claim(clock.now(), 10, 1500);
    expect(claimed?.orderId).toBe(orderId);
    const live = worker(shops[1], 1500);
    // Leased: the live worker leaves it alone for now.
    expect(await live.drain()).toBe(0);
    expect(copies(`${orderId}:1`)).toHaveLength(0);
    await expect.poll(() => copies(`${orderId}:1`).length, { timeout: 15_000 }).toBe(1);
    // The mail server has the copy before the worker records it: wait for the record, not the copy.
    await expect
      .poll(async () => (await shops[0].outbox.ofOrder(orderId))[0]?.sentAt ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
    const [sent] = await shops[0].outbox.ofOrder(orderId);
    expect(sent).toMatchObject({ attempts: 2, nextAttemptAt: null });
    expect(copies(`${orderId}:1`)).toHaveLength(1);
  });

  it('a worker that dies after the SMTP server accepted: the copy carries the same Message-ID', async () => {
    const orderId = await placeOrder(shops[0]);
    const id = `${orderId}:1`;
    // It sends, then "dies" before it can mark the email sent.
    const dying = worker(shops[0], 1000, {
      ...shops[0].outbox,
      markSent: () => new Promise<boolean>(() => undefined),
    });
    await expect.poll(() => copies(id).length, { timeout: 15_000 }).toBe(1);
    void dying.stop();
    workers = workers.filter((w) => w !== dying);
    worker(shops[1], 1000);
    await expect
      .poll(async () => (await shops[0].outbox.ofOrder(orderId))[0]?.sentAt ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
    // At least once: the one window left sends a second copy, recognisable by its Message-ID.
    const [first, second] = copies(id);
    expect(copies(id)).toHaveLength(2);
    expect(second?.messageId).toBe(first?.messageId);
  });

  it('a send slower than its lease (a server slow at each step) keeps its claim: one copy', async () => {
    const orderId = await placeOrder(shops[0]);
    const id = `${orderId}:1`;
    // Each of MAIL FROM, RCPT TO and the message answered 0.7 s late: about 2.1 s in all, past a
    // 1.5 s lease, though no step is quiet for the 1 s nodemailer waits.
    smtp.slowReplies(700);
    try {
      worker(shops[0], 1500);
      // Another worker looks all the while: it would take the email once the lease ended.
      worker(shops[1], 1500);
      await expect
        .poll(async () => (await shops[0].outbox.ofOrder(orderId))[0]?.sentAt ?? null, {
          timeout: 15_000,
        })
        .not.toBeNull();
      // Claimed once (another worker's claim would count a second attempt), and sent once.
      expect((await shops[1].outbox.ofOrder(orderId))[0]?.attempts).toBe(1);
      expect(copies(id)).toHaveLength(1);
    } finally {
      smtp.slowReplies(0);
    }
  });

  it('a record of sending that fails once (the database dropped a connection) is asked again', async () => {
    const orderId = await placeOrder(shops[0]);
    const id = `${orderId}:1`;
    let refusals = 0;
    worker(shops[0], 5000, {
      ...shops[0].outbox,
      markSent: (...args) => {
        if (refusals === 0) {
          refusals += 1;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return shops[0].outbox.markSent(...args);
      },
    });
    await expect
      .poll(async () => (await shops[0].outbox.ofOrder(orderId))[0]?.sentAt ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
    // Recorded on the first claim, so sent once: no second copy once the lease would have ended.
    expect(refusals).toBe(1);
    expect((await shops[0].outbox.ofOrder(orderId))[0]).toMatchObject({ attempts: 1 });
    expect(copies(id)).toHaveLength(1);
  });

  it('without SMTP_URL the email is written to the log, and counts as sent', async () => {
    const orderId = await placeOrder(shops[0]);
    const logged: string[] = [];
    const logging = startEmailWorker(
      { outbox: shops[0].outbox, orders: shops[0].orders, clock },
      {
        smtpUrl: undefined,
        from: 'Glamour <orders@shop.example>',
        publicUrl: 'https://shop.example',
        pollMs: 50,
        leaseMs: 5000,
        retryBaseMs: 10,
      },
      { info: (message) => logged.push(message), error: () => undefined },
    );
    workers.push(logging);
    await expect
      .poll(async () => (await shops[0].outbox.ofOrder(orderId))[0]?.sentAt ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
    const entry = logged.find((m) => m.includes(`Your Glamour order ${orderId} is placed`));
    expect(entry).toContain(DEMO_USER.email);
    expect(entry).toContain(`https://shop.example/account-details/orderHistory/${orderId}`);
    expect(copies(`${orderId}:1`)).toHaveLength(0);
  });

  it('two workers sharing the outbox send each email exactly once', async () => {
    const before = smtp.received.length;
    const orderIds: string[] = [];
    for (let i = 0; i < 8; i += 1) orderIds.push(await placeOrder(shops[i % 2] as Shop));
    worker(shops[0], 5000);
    worker(shops[1], 5000);
    await expect
      .poll(
        async () => {
          const owed = await Promise.all(orderIds.map((id) => shops[0].outbox.ofOrder(id)));
          return owed.flat().filter((e) => e.sentAt !== null).length;
        },
        { timeout: 20_000 },
      )
      .toBe(8);
    const arrived = smtp.received.slice(before).map((m) => m.outboxId);
    expect(arrived.toSorted()).toEqual(orderIds.map((id) => `${id}:1`).toSorted());
  });
});
