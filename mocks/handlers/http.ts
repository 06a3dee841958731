/**
 * What every handler shares: the route wrapper (failure injection, latency, the request log, and a
 * 500 with an error object for any exception, so nothing ever throws out of a handler), JSON
 * helpers, body parsing and the token check.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { EndpointGroup } from '@/domain/console';
import { tokenFromHeader, verifyToken } from '@backend/auth';
import { failureFor, getSettings } from '@backend/config';
import { getStore } from '@backend/store';
import type { Refusal } from '@backend/store/engine';
import type { Account } from '@backend/store/store';
import { MESSAGES } from '@backend/messages';
import { check } from '@backend/validation';
import type { z } from 'zod';
import { record } from './log';

export type RouteGroup = EndpointGroup | 'console' | 'unknown';
type Method = 'get' | 'post' | 'delete' | 'all';

export interface RouteInput {
  request: Request;
  params: Record<string, string>;
}

/** The JSON body of a failure: `{ errors: [message, …] }` (spec §8). */
export function fail(status: number, ...errors: string[]): Response {
  return HttpResponse.json({ errors }, { status });
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

const REFUSAL_STATUS: Record<Refusal['reason'], number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  exists: 422,
  unsaved: 507,
};

export function refused(refusal: Refusal): Response {
  return fail(REFUSAL_STATUS[refusal.reason], refusal.message);
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export async function parseBody<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const text = await request.text();
  let body: unknown;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, response: fail(400, 'The request body is not valid JSON.') };
    }
  }
  const result = check(schema, body);
  return result.ok ? result : { ok: false, response: fail(400, ...result.errors) };
}

/** A path parameter: present, not blank, not absurdly long. */
export function param(input: RouteInput, name: string): Parsed<string> {
  const value = input.params[name];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200)
    return { ok: false, response: fail(400, `${name}: must be a non-blank id`) };
  return { ok: true, data: value };
}

/** The signed-in user behind the `authorization` header, or the spec's 401/404 response. */
export async function authenticate(request: Request): Promise<Parsed<Account>> {
  const token = tokenFromHeader(request.headers.get('authorization'));
  const claims = token === null ? null : await verifyToken(token);
  if (!claims) return { ok: false, response: fail(401, MESSAGES.badToken) };
  // The account alone: each handler then asks the store for just the records it works on.
  const user = await getStore().findAccountByEmail(claims.email);
  if (!user) return { ok: false, response: fail(404, MESSAGES.notRegistered) };
  // The email alone is not enough: an account created later with the same email (after a reset or
  // an import) is someone else, and an old token must not open it.
  if (user._id !== claims._id) return { ok: false, response: fail(401, MESSAGES.badToken) };
  return { ok: true, data: user };
}

function errorResponse(error: unknown): Response {
  const message = error instanceof Error ? error.message : String(error);
  console.error('[glamour] a back-end handler failed', error);
  return HttpResponse.json({ errors: [MESSAGES.unexpected], error: { message } }, { status: 500 });
}

/**
 * In a page, MSW resolves '/api/…' against the page's origin; Node has no page, so the tests'
 * requests go to http://localhost (see tests/unit/mocks).
 */
export const NODE_ORIGIN = 'http://localhost';
const origin = typeof location === 'undefined' ? NODE_ORIGIN : '';

/** One route of the simulated back end, with everything every route does around it. */
export function route(
  group: RouteGroup,
  method: Method,
  path: string,
  resolve: (input: RouteInput) => Promise<Response>,
): HttpHandler {
  return http[method](origin + path, async ({ request, params }) => {
    const started = performance.now();
    const at = new Date().toISOString();
    const url = new URL(request.url);
    const log = (status: number) => {
      if (group === 'console') return;
      record({
        method: request.method,
        path: url.pathname + url.search,
        status,
        ms: Math.round(performance.now() - started),
        at,
      });
    };

    const injectable = group !== 'console' && group !== 'unknown';
    const mode = injectable ? failureFor(group) : 'none';
    if (mode === 'hang') {
      log(0);
      await delay('infinite');
    }
    const latency = group === 'console' ? 0 : getSettings().latencyMs;
    if (mode === 'network') {
      if (latency > 0) await delay(latency);
      log(0);
      return HttpResponse.error();
    }

    // The request has arrived: answer it (a write is committed now), then wait out the latency on
    // the way back, as a network does. A reload right after an optimistic change loses nothing.
    let response: Response;
    try {
      response =
        mode === '500'
          ? fail(500, MESSAGES.simulatedFailure)
          : await resolve({ request, params: stringParams(params) });
    } catch (error) {
      response = errorResponse(error);
    }
    if (latency > 0) await delay(latency);
    log(response.status);
    return response;
  });
}

function stringParams(params: Record<string, string | readonly string[] | undefined>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
