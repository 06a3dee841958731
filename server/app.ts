/**
 * The HTTP host of server mode: /healthz for a balancer, /api/* answered by the shop's API app
 * (backend/, the same app the page and the tests run), every other path from the production build.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Api } from '@backend/app';
import { MESSAGES } from '@backend/messages';
import { createStaticHandler } from './static';

export interface AppOptions {
  /** The API, once the database is migrated and seeded; until then /api answers 503. */
  api: () => Api | undefined;
  distDir: string;
  /** /healthz: whether the process is ready and its database answers (a balancer's health check). */
  health?: () => Promise<boolean>;
}

const unavailable = () =>
  Response.json({ errors: [MESSAGES.databaseUnavailable] }, { status: 503 });

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const serveStatic = createStaticHandler(options.distDir);

  app.get('/healthz', async (c) => {
    // Not ready (migrations, first seeding) counts as unhealthy: a balancer sends it nothing yet.
    const healthy =
      options.api() !== undefined && (options.health ? await options.health() : true);
    c.header('cache-control', 'no-store');
    return c.json({ ok: healthy }, healthy ? 200 : 503);
  });

  // JSON answers of some size (a catalogue page, the whole list) go compressed.
  app.use('/api/*', compress());
  app.all('/api/*', (c) => {
    const api = options.api();
    return api ? api.fetch(c.req.raw, c.env) : unavailable();
  });

  app.all('*', (c) => serveStatic(c.req.raw));
  return app;
}
