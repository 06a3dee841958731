/**
 * How long the Node server waits for a slow client (server/config.ts reads the settings, docs/server.md
 * lists them). Node's own defaults let a connection that sends its headers a byte at a time live for a
 * minute, and a body for five: a few hundred such connections hold the process's sockets and memory
 * while costing the sender nothing. Shorter limits end them; a shopper's browser never comes close.
 */
import type { ServerOptions } from 'node:http';

export interface HttpTimeouts {
  /** From the first byte until the request's headers are complete. */
  headersMs: number;
  /** From the first byte until the whole request (headers and body) has arrived. */
  requestMs: number;
  /** How long an idle kept-alive connection waits for its next request. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
};

/**
 * The options for node:http's createServer (@hono/node-server's `serverOptions`). Node looks for
 * connections past their time on an interval (30 s by default); checking a few times within the
 * header timeout ends a slow connection close to it.
 */
export function httpServerOptions(timeouts: HttpTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.headersMs / 4))),
  };
}
