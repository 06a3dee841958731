/**
 * The HTTP server's limits for slow clients (server/http-timeouts.ts, read by server/config.ts): a
 * connection that sends its headers a byte at a time is closed once the header timeout passes, while
 * other requests are answered meanwhile.
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../server/config';
import { DEFAULT_HTTP_TIMEOUTS, httpServerOptions } from '../../../server/http-timeouts';

describe('the settings', () => {
  it('default to limits a browser never meets', () => {
    expect(parseConfig({}).http).toEqual(DEFAULT_HTTP_TIMEOUTS);
    expect(DEFAULT_HTTP_TIMEOUTS.headersMs).toBeLessThan(60_000); // Node's own default
    expect(DEFAULT_HTTP_TIMEOUTS.requestMs).toBeLessThan(300_000); // likewise
  });

  it('are read from the environment, and a header timeout past the request timeout is refused', () => {
    expect(
      parseConfig({
        GLAMOUR_HEADERS_TIMEOUT_MS: '2000',
        GLAMOUR_REQUEST_TIMEOUT_MS: '8000',
        GLAMOUR_KEEP_ALIVE_TIMEOUT_MS: '61000',
      }).http,
    ).toEqual({ headersMs: 2000, requestMs: 8000, keepAliveMs: 61_000 });
    expect(() =>
      parseConfig({ GLAMOUR_HEADERS_TIMEOUT_MS: '9000', GLAMOUR_REQUEST_TIMEOUT_MS: '8000' }),
    ).toThrow(/GLAMOUR_HEADERS_TIMEOUT_MS: must not be longer than GLAMOUR_REQUEST_TIMEOUT_MS/);
    expect(() => parseConfig({ GLAMOUR_HEADERS_TIMEOUT_MS: '0' })).toThrow(
      /GLAMOUR_HEADERS_TIMEOUT_MS/,
    );
  });
});

const HEADERS_MS = 300;

describe('a server with them', () => {
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    const app = new Hono().get('/', (c) => c.text('hello'));
    server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: httpServerOptions({
        headersMs: HEADERS_MS,
        requestMs: 2000,
        keepAliveMs: 1000,
      }),
    });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('closes a connection that sends its headers a byte at a time, and answers others meanwhile', async () => {
    const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(10_000)}`;
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let sent = 0;
    // The attack: one more byte every 20 ms, so the connection is never idle.
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < request.length) socket.write(request[sent++] ?? '');
    }, 20);
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now() - started)),
    );
    socket.on('error', () => undefined);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(await answer.text()).toBe('hello');
      const ms = await closed;
      expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
      // The timeout and one check interval, with room for a loaded machine; Node's defaults would
      // keep it open for a minute.
      expect(ms).toBeLessThan(HEADERS_MS + 3000);
      expect(sent).toBeLessThan(request.length);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});
