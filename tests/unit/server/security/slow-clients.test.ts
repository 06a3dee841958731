/**
 * Slow clients. A connection that sends its request's headers a byte at a time is closed once
 * GLAMOUR_HEADERS_TIMEOUT_MS passes (server/http-timeouts.ts), while a normal request on another
 * connection is answered meanwhile. Node's defaults would keep it open for a minute.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHOP_KINDS, useShop } from './shop';

const HEADERS_MS = 500;

describe.each(SHOP_KINDS)('on %s', (kind) => {
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
      // Node's own default keeps such a connection for 60 s; the setting ends it far sooner, even
      // on a loaded machine (the timeout, Node's check interval and the scheduler's delays).
      expect(ms).toBeLessThan(20_000);
      expect(sent).toBeLessThan(request.length);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});
