/**
 * The HTTP host of server mode: a Hono app whose /api/* is answered by the very handlers of mocks/
 * (msw's getResponse: both sides speak web-standard Request/Response, so no route is written twice)
 * and whose other paths serve the production build. /api/_console/* needs the admin token.
 */
import { timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { getResponse, HttpHandler, type RequestHandler } from 'msw';
// eslint-disable-next-line import-x/no-restricted-paths -- until server/ mounts backend/'s Hono app
import { NODE_ORIGIN } from '@mocks/handlers/http';
import { compress, createStaticHandler, isCompressible, pickEncoding } from './static';
import { requestContext } from './request-context';

export const ADMIN_TOKEN_HEADER = 'x-glamour-admin-token';
/** A body larger than this (a store import is the largest) is refused before it is read. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const SERVER_MESSAGES = {
  adminOnly: `The back-end console needs the admin token (GLAMOUR_ADMIN_TOKEN) in the ${ADMIN_TOKEN_HEADER} header. Unauthorized access error.`,
  databaseUnavailable:
    'The shop’s database cannot be reached right now. Nothing was changed; please try again in a moment.',
  tooLarge: 'The request body is too large.',
};

export interface AppOptions {
  handlers: RequestHandler[];
  distDir: string;
  adminToken: string | undefined;
  /** False while the database is not yet migrated and seeded: /api answers 503. */
  isReady?: () => boolean;
  /** /healthz: whether the process is ready and its database answers (a balancer's health check). */
  health?: () => Promise<boolean>;
}

const errorJson = (status: number, message: string) =>
  new Response(JSON.stringify({ errors: [message] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function sameSecret(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The request as the handlers expect it in Node: same method, headers and body, at NODE_ORIGIN. */
async function forHandlers(request: Request): Promise<Request | Response> {
  const url = new URL(request.url);
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) return errorJson(413, SERVER_MESSAGES.tooLarge);
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return errorJson(413, SERVER_MESSAGES.tooLarge);
    init.body = body;
  }
  return new Request(NODE_ORIGIN + url.pathname + url.search, init);
}

/**
 * msw tries handlers in order and each try costs about 0.1 ms (it parses the request for every one):
 * with 40 routes that is most of a request's time. So the server first narrows the list, by method
 * and by the path pattern each handler declares, to the few that could match, in their order; msw
 * still does the matching itself, so nothing about a route is written twice.
 */
export function createDispatcher(handlers: RequestHandler[]) {
  const entries = handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return { handler, matches: () => true };
    const { method, path } = handler.info;
    if (typeof path !== 'string' || typeof method !== 'string')
      return { handler, matches: () => true };
    const pattern = path.replace(/^https?:\/\/[^/]+/, '');
    const source = pattern
      .split('/')
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const regex = new RegExp(`^${source}/?$`);
    const wanted = method.toUpperCase();
    return {
      handler,
      matches: (m: string, pathname: string) =>
        (wanted === 'ALL' || wanted === m) && regex.test(pathname),
    };
  });
  return (request: Request): RequestHandler[] => {
    const { pathname } = new URL(request.url);
    return entries.filter((e) => e.matches(request.method, pathname)).map((e) => e.handler);
  };
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const candidates = createDispatcher(options.handlers);
  const serveStatic = createStaticHandler(options.distDir);
  const compressed = createCompressor();

  app.get('/healthz', async () => {
    // Not ready (migrations, first seeding) counts as unhealthy: a balancer sends it nothing yet.
    const ready = options.isReady ? options.isReady() : true;
    const healthy = ready && (options.health ? await options.health() : true);
    return new Response(JSON.stringify({ ok: healthy }), {
      status: healthy ? 200 : 503,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  });

  app.all('/api/*', async (c) => {
    const { pathname } = new URL(c.req.url);
    if (options.isReady && !options.isReady())
      return errorJson(503, SERVER_MESSAGES.databaseUnavailable);
    if (
      (pathname === '/api/_console' || pathname.startsWith('/api/_console/')) &&
      !sameSecret(c.req.header(ADMIN_TOKEN_HEADER) ?? null, options.adminToken)
    )
      return errorJson(401, SERVER_MESSAGES.adminOnly);

    const request = await forHandlers(c.req.raw);
    if (request instanceof Response) return request;
    const state = { databaseUnavailable: false };
    const response = await requestContext.run(state, () =>
      getResponse(candidates(request), request),
    );
    if (state.databaseUnavailable) return errorJson(503, SERVER_MESSAGES.databaseUnavailable);
    if (!response) return errorJson(404, `No route for ${request.method} ${pathname}`);
    if (response.type === 'error') {
      // An injected network failure (the console's "network" mode): the connection just drops.
      (c.env as Partial<HttpBindings> | undefined)?.outgoing?.socket?.destroy();
      return new Response(null, { status: 502 });
    }
    return compressed(c.req.raw, response);
  });

  app.all('*', (c) => serveStatic(c.req.raw));
  return app;
}

/** Bodies of at most this size have their compressed form remembered (the catalogue is ~10 kB). */
const MEMO_MAX_BODY = 256 * 1024;
const MEMO_MAX_ENTRIES = 32;

/**
 * JSON answers of some size go compressed (the full catalogue is the largest). The same answer (the
 * catalogue, a product) is asked for again and again, so the last few compressed bodies are kept by
 * their exact content: a repeat costs a lookup instead of a compression.
 */
function createCompressor() {
  const memo = new Map<string, Uint8Array>();
  return async function compressed(request: Request, response: Response): Promise<Response> {
    const encoding = pickEncoding(request.headers.get('accept-encoding'));
    const type = response.headers.get('content-type');
    if (!encoding || response.headers.has('content-encoding') || response.body === null)
      return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('vary', 'accept-encoding');
    if (!isCompressible(type, body.byteLength))
      return new Response(body, { status: response.status, headers });
    const key =
      body.byteLength <= MEMO_MAX_BODY
        ? `${encoding} ${Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1')}`
        : undefined;
    let packed = key === undefined ? undefined : memo.get(key);
    if (packed === undefined) {
      packed = await compress(body, encoding, 'fast');
      if (key !== undefined) {
        if (memo.size >= MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value as string);
        memo.set(key, packed);
      }
    }
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(packed.byteLength));
    return new Response(packed as BodyInit, { status: response.status, headers });
  };
}
