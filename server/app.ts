/**
 * The HTTP host of server mode: /healthz for a balancer, /api/* answered by the shop's API app
 * (backend/, the same app the page and the tests run), every other path from the production build.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { Api } from '@backend/app';
import { MESSAGES } from '@backend/messages';
import { compressAnswers } from './compression';
import { serveBuild } from './static';

export interface AppOptions {
  /** The API, once the database is migrated and seeded; until then /api answers 503. */
  api: () => Api | undefined;
  distDir: string;
  /** /healthz: whether the process is ready and its database answers (a balancer's health check). */
  health?: () => Promise<boolean>;
  /** Which payments the shop takes, told by /healthz: 'test' (the simulated provider) or Razorpay. */
  payments?: 'test' | 'razorpay';
}

export function createApp(options: AppOptions): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.get('/healthz', async (c) => {
    // Not ready (migrations, first seeding) counts as unhealthy: a balancer sends it nothing yet.
    const healthy = options.api() !== undefined && (options.health ? await options.health() : true);
    c.header('cache-control', 'no-store');
    return c.json(
      options.payments ? { ok: healthy, payments: options.payments } : { ok: healthy },
      healthy ? 200 : 503,
    );
  });

  app.use('/api/*', compressAnswers());
  app.all('/api/*', async (c) => {
    const api = options.api();
    if (!api) return c.json({ errors: [MESSAGES.databaseUnavailable] }, 503);
    const response = await api.fetch(c.req.raw);
    if (response.type === 'error') {
      // The console's simulated "network" failure (handler tests only): the connection just drops.
      c.env.outgoing.socket?.destroy();
      return new Response(null, { status: 502 });
    }
    return response;
  });

  // Last: the build answers every other path (and 405 for anything but GET and HEAD).
  app.route('/', serveBuild({ root: options.distDir }));
  return app;
}
