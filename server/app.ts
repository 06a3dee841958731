/**
 * The HTTP host of server mode: /healthz for a balancer, /api/* answered by the shop's API app
 * (backend/, the same app the page and the tests run), /sitemap.xml and /robots.txt from the
 * database, the public pages rendered from the live shop, every other path from the production build.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { Api } from '@backend/app';
import { MESSAGES } from '@backend/messages';
import { answerHandedOn, serveAnswers, type AnswerCache } from './api-cache';
import { compressAnswers } from './compression';
import type { Queryable } from './db/sql';
import type { PageCache } from './page-cache';
import { loadTemplates, servePages } from './pages';
import { sitemaps } from './sitemap';
import {
  csp,
  noStoreForPersonalData,
  securityHeaderRecord,
  securityHeaders,
  type SecurityHeaderOptions,
} from './security-headers';
import { serveBuild } from './static';

export interface AppOptions {
  /** The API, once the database is migrated and seeded; until then /api answers 503. */
  api: () => Api | undefined;
  distDir: string;
  /** /healthz: whether the process is ready and its database answers (a balancer's health check). */
  health?: () => Promise<boolean>;
  /**
   * Server mode's own pages: public pages rendered on request (kept in `cache`), the sitemaps and
   * robots.txt read from `db`, links on `origin`. Without it the build's files answer every page.
   */
  pages?: {
    cache: PageCache;
    origin: () => string;
    db: () => Queryable | undefined;
  };
  /**
   * The public catalogue reads kept until the catalogue changes (./api-cache.ts). None where every
   * request must reach the API (the console's simulated latency and failures).
   */
  answers?: AnswerCache;
  /** The security headers' settings (the public address for HSTS, the build's payment key). */
  headers?: SecurityHeaderOptions;
  /** Which payments the shop takes, told by /healthz: 'test' (the simulated provider) or Razorpay. */
  payments?: 'test' | 'razorpay';
}

/**
 * Files the remote build leaves in its folder that no shopper needs: the in-page back end's service
 * worker (server mode has a real back end; an old registration would keep answering for it).
 */
const NOT_SERVED = new Set(['/mockServiceWorker.js']);

export function createApp(options: AppOptions): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const templates = loadTemplates(options.distDir);
  const security = securityHeaderRecord(options.headers);
  // First of all: a kept catalogue answer goes out whole, with the headers the middleware below
  // would add (an uncached one the API answers is kept on the way).
  const answers = options.answers
    ? serveAnswers({ cache: options.answers, api: options.api, securityHeaders: security })
    : undefined;
  if (answers) app.use('/api/*', answers.middleware);
  if (options.pages) {
    // First: a public page of the route table answers from its kept copy with its headers made
    // once, the security headers among them (the record the middleware below adds to the rest).
    const { cache, origin } = options.pages;
    app.use(
      '*',
      servePages({
        api: options.api,
        templates,
        cache,
        origin,
        securityHeaders: security,
        paths: 'known',
      }),
    );
  }
  app.use('*', securityHeaders(options.headers), csp(options.headers?.paymentKey));

  app.get('/healthz', async (c) => {
    // Not ready (migrations, first seeding) counts as unhealthy: a balancer sends it nothing yet.
    const healthy = options.api() !== undefined && (options.health ? await options.health() : true);
    c.header('cache-control', 'no-store');
    return c.json(
      options.payments ? { ok: healthy, payments: options.payments } : { ok: healthy },
      healthy ? 200 : 503,
    );
  });

  app.use('/api/*', noStoreForPersonalData(), compressAnswers());
  app.all('/api/*', async (c) => {
    const api = options.api();
    if (!api) return c.json({ errors: [MESSAGES.databaseUnavailable] }, 503);
    // The bindings go along: the API reads the caller's address from the socket (rate limits).
    const response = answerHandedOn(c) ?? (await api.fetch(c.req.raw, c.env));
    // Status first: reading `type` makes the Node server build the whole web Response (a stream,
    // an AbortSignal) for every answer; only an error has status 0. (GET /api/products/:id without
    // compression, profiled: 5,900 → 10,700 req/s.)
    if (response.status === 0 && response.type === 'error') {
      // The console's simulated "network" failure (handler tests only): the connection just drops.
      c.env.outgoing.socket?.destroy();
      return new Response(null, { status: 502 });
    }
    return response;
  });

  if (options.pages) {
    const { cache, origin, db } = options.pages;
    app.route('/', sitemaps({ db, origin }));
    // Every other path that is not the server's own nor a file: the not-found page (404).
    app.use('*', servePages({ api: options.api, templates, cache, origin, paths: 'unknown' }));
  }
  // What the build keeps for this server (its page templates) is not a page of the site.
  app.all('/.glamour/*', (c) => c.text('Not Found', 404));

  // Last: the build answers every other path (and 405 for anything but GET and HEAD).
  app.route(
    '/',
    serveBuild({ root: options.distDir, hide: (pathname) => NOT_SERVED.has(pathname) }),
  );
  if (answers) {
    // Before any routing: a kept catalogue answer, synchronously (the Node server then writes it
    // at once, with no promise to wait for and no middleware to run).
    const routed = app.fetch;
    app.fetch = (request, env, executionCtx) =>
      answers.now(request, env) ?? routed(request, env, executionCtx);
  }
  return app;
}
