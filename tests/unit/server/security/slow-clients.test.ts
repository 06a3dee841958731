/**
 * Slow clients. A connection that sends its request's headers a byte at a time is closed once
 * GLAMOUR_HEADERS_TIMEOUT_MS passes (server/http-timeouts.ts), while a normal request on another
 * connection is answered meanwhile. Node's defaults would keep it open for a minute.
 *
 * The attack runs once server/start.ts hands the settings to the HTTP server
 * (`serverOptions: httpServerOptions(config.http)` in its `serve(…)` call); until then it is skipped.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHOP_KINDS, useShop } from './shop';

const HEADERS_MS = 500;
const START = new URL('../../../../server/start.ts', import.meta.url);
const WIRED = readFileSync(START, 'utf8').includes('httpServerOptions(');

describe.skipIf(!WIRED).each(SHOP_KINDS)('on %s', (kind) => {
  const shop = useShop(kind, { GLAMOUR_HEADERS_TIMEOUT_MS: String(HEADERS_MS) });

  it('closes a connection sending its headers a byte at a time, answering others meanwhile', async () => {
    const { hostname, port } = new URL(shop().url);
    const request = `GET /api/products HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: ${'a'.repeat(10_000)}`;
    const socket = net.connect(Number(port), hostname);
    socket.on('error', () => undefined);
    const started = performance.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now() - started)),
    );
    let sent = 0;
    // The attack: one byte every 20 ms, so the connection is never idle.
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < request.length) socket.write(request[sent++] ?? '');
    }, 20);
    try {
      const answer = await shop().call('GET', '/api/products', {
        signal: AbortSignal.timeout(10_000),
      });
      expect(answer.status).toBe(200);
      const ms = await closed;
      expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
      // The timeout and Node's check interval, with room for this loaded machine.
      expect(ms).toBeLessThan(HEADERS_MS + 4000);
      expect(sent).toBeLessThan(request.length);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});
