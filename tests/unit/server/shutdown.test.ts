/**
 * A stop (SIGTERM, a deploy) lets the requests under way finish: a login whose body is still being
 * sent when the server starts closing is answered, not cut, and the server then closes; a handler
 * whose client went away is waited for before the database closes.
 */
import { request } from 'node:http';
import { expect, it } from 'vitest';
import type { EndpointGroup } from '@/domain/console';
import { createSimulation, type Simulation } from '@backend/simulation/simulation';
import { DEMO_USER } from '@backend/store/seed';
import { parseConfig } from '../../../server/config';
import { startServer } from '../../../server/start';

it('a request under way when the server starts closing is answered, and then it closes', async () => {
  const server = await startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
    }),
    { quiet: true },
  );
  await server.ready;
  const body = JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password });
  let closed: Promise<void> | undefined;
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${server.url}/api/auth/login`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          // The server says "100 Continue" once it has the request's headers: it is under way.
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      closed = server.close();
      req.end(body);
    });
  });
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('encodedToken');
  await closed;
  // Closed: a new request finds nobody.
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});

it('a handler whose client went away is waited for before the database closes', async () => {
  const events: string[] = [];
  let started = () => undefined as void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  // The console's simulation: each answer waits 1.5 s after its handler's work, as a network
  // would; the test hears when a handler starts and when it ends.
  const base = createSimulation({ initial: { latencyMs: 1500, failures: {} } });
  const simulation: Simulation = {
    ...base,
    failureFor: (group: EndpointGroup) => {
      started();
      return base.failureFor(group);
    },
    log: {
      ...base.log,
      record: (entry) => {
        events.push('handler ended');
        return base.log.record(entry);
      },
    },
  };
  const server = await startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      GLAMOUR_DIST_DIR: '/nonexistent-dist',
    }),
    { quiet: true, simulation },
  );
  await server.ready;
  const controller = new AbortController();
  const call = fetch(`${server.url}/api/products`, { signal: controller.signal }).catch(
    () => 'gone',
  );
  await handlerStarted;
  controller.abort();
  expect(await call).toBe('gone');
  await server.close();
  events.push('closed');
  expect(events).toEqual(['handler ended', 'closed']);
});
