/**
 * The console's simulation as one middleware (on only where createApi is given a simulation): the
 * endpoint group's injected failure, the latency, and a log entry for every API call but the
 * console's own. A write is committed when its request arrives; the latency delays only the answer,
 * as a network does. A write the page keeps until its back end has it (WRITE_ID_HEADER) is reported
 * answered in the task that committed it, before the latency: so a reload after the commit does not
 * send it again, and one before it finds it still kept (src/api/pending-writes.ts).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { WRITE_ID_HEADER, type EndpointGroup } from '@/domain/console';
import { fail } from '../http';
import { MESSAGES } from '../messages';
import type { Simulation } from '../simulation/simulation';

export type RouteGroup = EndpointGroup | 'console' | 'unknown';

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function simulate(simulation: Simulation, groupOf: (c: Context) => RouteGroup) {
  return createMiddleware(async (c, next) => {
    const group = groupOf(c);
    if (group === 'console') return next();
    const started = performance.now();
    const at = new Date().toISOString();
    const url = new URL(c.req.url);
    const log = (status: number) =>
      simulation.log.record({
        method: c.req.method,
        path: url.pathname + url.search,
        status,
        ms: Math.round(performance.now() - started),
        at,
      });

    const mode = group === 'unknown' ? 'none' : simulation.failureFor(group);
    if (mode === 'hang') {
      log(0);
      // Never answers: the client's own timeout or abort is what is being shown.
      await new Promise<never>(() => undefined);
    }
    const latency = simulation.settings().latencyMs;
    if (mode === 'network') {
      await sleep(latency);
      log(0);
      // A network error, not an HTTP answer: msw turns it into a failed fetch in the page.
      return Response.error();
    }
    if (mode === '500') {
      const response = fail(c, 500, MESSAGES.simulatedFailure);
      await sleep(latency);
      log(500);
      return response;
    }
    await next();
    const write = c.req.header(WRITE_ID_HEADER);
    if (write !== undefined) simulation.writeAnswered(write);
    await sleep(latency);
    log(c.res.status);
  });
}
