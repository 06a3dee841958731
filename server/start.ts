/**
 * Starts one server process: HTTP at once, the database behind it as soon as it answers (migrations,
 * first seeding, the shared token secret), retrying while it does not; /api answers 503 until then.
 * The process keeps no shop state: every request reads and writes the database.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApi, type Api } from '@backend/app';
import { systemClock } from '@backend/clock';
import type { ApiDeps } from '@backend/deps';
import { createPasswords } from '@backend/passwords';
import { paymentGateways } from '@backend/payments';
import type { Simulation } from '@backend/simulation/simulation';
import { createSeeder } from '@backend/store/seed';
import { createTokens } from '@backend/tokens';
import { withRedactedExport } from './admin-store';
import { createAnswerCache } from './api-cache';
import { createApp } from './app';
import { startEmailWorker, type EmailWorker } from './email-worker';
import { startGuestSweep, type GuestSweep } from './guest-sweep';
import { startServerPaymentSweep, type PaymentSweep } from './payment-sweep';
import { httpServerOptions } from './http-timeouts';
import type { ServerConfig } from './config';
import { migrate, seedIfEmpty } from './db/migrate';
import { createPgShop, insertState } from './db/shop';
import { clientIpOf, createRateLimits } from './rate-limits';
import { openDatabase } from './db/open';
import type { Database } from './db/sql';
import { fanOut } from './change-cache';
import { createPageCache } from './page-cache';
import { handlersInFlight } from './in-flight';

/** /healthz answers within this (a balancer's check gives up after about a second). */
const HEALTH_TIMEOUT_MS = 800;
/** How long a stop waits for the requests under way to be answered before it cuts them. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  port: number;
  url: string;
  /** Resolves when the database is migrated, seeded and serving. */
  ready: Promise<void>;
  /** What the API was built from, once ready (in-process tests read the store through it). */
  deps(): ApiDeps | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  quiet?: boolean;
  /**
   * The console's latency and failure injection: only the handler tests give one. A real server
   * simulates nothing (each process would have its own settings).
   */
  simulation?: Simulation;
}

/**
 * A secret every process of this shop shares: the configured one when set; otherwise one generated on
 * the first start and kept in the database (shop_meta), so all processes sign with the same one. The
 * token secret (GLAMOUR_TOKEN_SECRET, never generated in production) and the simulated payment
 * provider's (GLAMOUR_SIMULATED_PAYMENT_SECRET) are kept so.
 */
async function sharedSecret(
  db: Database,
  key: 'token_secret' | 'simulated_payment_secret',
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db.query(
    'INSERT INTO shop_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [key, randomBytes(48).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>('SELECT value FROM shop_meta WHERE key = $1', [
    key,
  ]);
  if (!row) throw new Error(`the ${key.replaceAll('_', ' ')} could not be stored`);
  return row.value;
}

function describeDatabase(config: ServerConfig): string {
  return config.database.kind === 'pglite'
    ? `PGlite in ${config.database.dataDir}`
    : `PostgreSQL at ${new URL(config.database.url).host}`;
}

export async function startServer(
  config: ServerConfig,
  { quiet = false, simulation }: StartOptions = {},
): Promise<RunningServer> {
  const info = (message: string) => {
    if (!quiet) console.info(`[glamour] ${message}`);
  };
  const clock = systemClock();
  const passwords = createPasswords({ iterations: config.passwordIterations });
  const seed = createSeeder(passwords);

  const db = await openDatabase(config.database);

  let deps: ApiDeps | undefined;
  let api: Api | undefined;
  let sweeper: GuestSweep | undefined;
  let paymentSweeper: PaymentSweep | undefined;
  let emailWorker: EmailWorker | undefined;
  let closing = false;
  let origin = config.publicUrl;
  // The rendered public pages and the API's catalogue answers, dropped by the catalogue's NOTIFY
  // (through the store's catalogue cache, which hands every notification on to both).
  const pageCache = createPageCache();
  const answerCache = createAnswerCache();
  const catalogFollower = fanOut(pageCache.listener, answerCache.listener);
  const app = createApp({
    api: () => api,
    // The console's simulation (handler tests) delays, fails and logs each call: none is kept.
    answers: simulation ? undefined : answerCache,
    distDir: config.distDir,
    pages: {
      cache: pageCache,
      origin: () => origin ?? 'http://localhost',
      db: () => (api ? db.catalogReads : undefined),
    },
    headers: {
      publicUrl: config.publicUrl,
      paymentKey: process.env.RAZORPAY_KEY_ID ?? process.env.VITE_RAZORPAY_KEY_ID,
    },
    payments: config.payments,
    // A balancer waits about a second: a database that has not answered by then is unhealthy.
    health: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
      });
      const answered = db.query('SELECT 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  });

  const inFlight = handlersInFlight();
  const server = serve({
    fetch: inFlight.track(app.fetch),
    port: config.port,
    hostname: config.host,
    serverOptions: httpServerOptions(config.http),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  origin ??= url;

  async function prepare(): Promise<void> {
    for (let attempt = 1; !closing; attempt += 1) {
      try {
        const applied = await migrate(db);
        if (applied.length > 0) info(`applied migrations ${applied.join(', ')}`);
        if (await seedIfEmpty(db, insertState, seed, { catalogSize: config.catalogSize }))
          info(`seeded an empty shop with ${config.catalogSize ?? 'the seed'} products`);
        // Read before the shop is made: the shop starts listening for other processes' changes,
        // and an attempt that fails after that would leave its listeners behind at each retry.
        const tokenSecret = await sharedSecret(db, 'token_secret', config.tokenSecret);
        const simulatedSecret = await sharedSecret(
          db,
          'simulated_payment_secret',
          config.simulatedPaymentSecret,
        );
        deps = {
          shop: withRedactedExport(
            createPgShop(db, {
              clock,
              seed,
              catalogFollower,
              todoListsMax: config.todoListsMax,
            }),
          ),
          clock,
          tokens: createTokens(tokenSecret, () => clock.now()),
          passwords,
          // The simulated provider signs with a secret only the server knows: a shopper who could
          // sign `order_id|payment_id` could mark their own order paid.
          payments: paymentGateways(process.env, { simulatedSecret }),
          admin: { token: config.adminToken },
          rateLimits: createRateLimits(db, config.rateLimits),
          clientIp: clientIpOf(config.trustedProxies),
          todosPerCaller: true,
          simulation,
          guestDays: config.guestDays,
          codLimit: config.codLimit,
          orderHoldMinutes: config.orderHoldMinutes,
          returnDays: config.returnDays,
        };
        api = createApi(deps);
        sweeper = startGuestSweep({ accounts: deps.shop.accounts, clock, log: info });
        paymentSweeper = startServerPaymentSweep(deps, config.paymentSweep, info);
        // Order emails (server/email-worker.ts): a new one in the outbox wakes every process's worker.
        emailWorker = startEmailWorker(
          { outbox: deps.shop.outbox, orders: deps.shop.orders, clock },
          { ...config.email, publicUrl: origin ?? url },
          { info, error: (message) => console.error(`[glamour] ${message}`) },
        );
        const worker = emailWorker;
        db.listen('glamour_outbox', { onNotify: () => worker.wake(), onState: () => undefined });
        info(`listening on ${url} (${describeDatabase(config)})`);
        if (config.payments === 'test' && !quiet)
          console.warn(
            '[glamour] test payments: no Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET), so the simulated provider takes test cards and UPI ids only and no real money',
          );
        return;
      } catch (error) {
        if (config.database.kind === 'pglite') throw error;
        console.error(
          `[glamour] the database is not reachable yet (attempt ${attempt}): ${String(error)}; retrying`,
        );
        await new Promise((r) => setTimeout(r, Math.min(1000, 250 * attempt)));
      }
    }
  }

  const readyPromise = prepare();
  readyPromise.catch((error: unknown) => {
    console.error('[glamour] the server could not start its database', error);
  });

  return {
    port,
    url,
    ready: readyPromise,
    deps: () => deps,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        // New connections are refused and idle ones closed; a request under way is answered (its
        // order written, its payment attached) before the database closes below. One still going
        // after the grace period is cut, so a stop never hangs.
        const http = server as {
          closeIdleConnections?: () => void;
          closeAllConnections?: () => void;
        };
        // A kept-alive connection whose request is answered is closed as soon as it is idle.
        const idle = setInterval(() => http.closeIdleConnections?.(), 100);
        const cut = setTimeout(() => http.closeAllConnections?.(), SHUTDOWN_GRACE_MS);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(cut);
          resolve();
        });
        http.closeIdleConnections?.();
      });
      // A handler whose connection ended first (its client went away, or it was cut above) may
      // still be writing: the database closes after it, within a second grace period at most.
      await inFlight.settled(SHUTDOWN_GRACE_MS);
      await readyPromise.catch(() => undefined);
      sweeper?.stop();
      await paymentSweeper?.stop();
      await emailWorker?.stop();
      await db.close();
    },
  };
}
