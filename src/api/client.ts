/**
 * The typed fetch client: JSON in and out, the auth header from the session, one error type for
 * every way a call can fail (HTTP status, network, timeout, abort).
 */
import { NOT_REGISTERED } from '@/domain/input-messages';
import { isRemoteApi } from '@/lib/env';
import { whenBackendReady } from '@/lib/backend-ready';
import { getSession, reportUnauthorized } from './session';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'abort' | 'parse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The server's `errors` list, or one message describing the failure. */
  readonly messages: string[];
  readonly body: unknown;

  constructor(kind: ApiErrorKind, status: number, messages: string[], body?: unknown) {
    super(messages[0] ?? 'Request failed');
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messages = messages;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server looked at the request and refused it (4xx other than 401): what the client showed may
 * be stale (another tab changed it), so the list is worth reading again. A 5xx, a network failure or
 * a timeout says nothing about the server's data, and a 401 is the auth machine's business.
 */
export function isStaleRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  );
}

/** The first message to show a person for any error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.messages[0] ?? error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the session token (signed-in calls: see docs/shop/rules.md, Sign-in and sessions). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Give up after this long (default {@link DEFAULT_TIMEOUT_MS}); `null` waits for ever. */
  timeoutMs?: number | null;
  /** Further request headers (the console's admin token in server mode). */
  headers?: Record<string, string>;
  /**
   * With `auth`: the token of the session the call was made in, when it may no longer be the
   * current one (a cart click queued behind another, sent after a sign-out); null sends none.
   */
  token?: string | null;
}

/**
 * A call the server has not answered in 10 s fails as a timeout, so an optimistic change rolls back
 * instead of showing a guess for ever. The simulated back end's slowest setting is 3 s.
 */
export const DEFAULT_TIMEOUT_MS = 10_000;

function messagesFrom(body: unknown, fallback: string): string[] {
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (Array.isArray(errors)) {
      const texts = errors.map((e) =>
        typeof e === 'string'
          ? e
          : e && typeof e === 'object' && 'message' in e
            ? String(e.message)
            : String(e),
      );
      if (texts.length > 0) return texts;
    }
  }
  return [fallback];
}

/**
 * A change sent to a real server goes on even if the page is closed or reloaded right after the
 * click (`keepalive`), so a change the screen showed as done is not lost with the page. Browsers
 * allow 64 KiB of such bodies in flight; a larger one is sent normally. The simulated back end runs
 * in the page and dies with it: there a change is kept until that back end has it instead
 * (./pending-writes.ts).
 */
export function keepAlive(method: string, body: string | undefined, remote: boolean): boolean {
  if (!remote || method === 'GET') return false;
  return body === undefined || new TextEncoder().encode(body).length < 60_000;
}

/**
 * A saved token edited into something a header cannot carry (a non-Latin character, a line break)
 * made fetch throw before sending, which read as a network error: the session was never checked
 * and the token kept for good. Sent percent-encoded, it is refused as any altered token is (401),
 * and the session ends with its message. A token the server issued has no such character.
 */
function headerSafe(token: string): string {
  return /^[\x21-\x7e]+$/.test(token) ? token : encodeURIComponent(token);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = false, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The session's token as it is, to say which session a 401 ends.
  const carried = auth ? (options.token !== undefined ? options.token : getSession().token) : null;
  if (carried) headers.authorization = headerSafe(carried);

  // The clock starts once the back end is there: its start-up is not the server being slow.
  await whenBackendReady();
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  const text = body === undefined ? undefined : JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: text,
      signal: controller.signal,
      keepalive: keepAlive(method, text, isRemoteApi),
    });
  } catch (cause) {
    if (timedOut) throw new ApiError('timeout', 0, [`timeout of ${timeoutMs} ms exceeded`]);
    if (controller.signal.aborted) throw new ApiError('abort', 0, ['Request aborted']);
    throw new ApiError('network', 0, ['Network Error'], cause);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  const answer = await response.text();
  let parsed: unknown = undefined;
  if (answer) {
    try {
      parsed = JSON.parse(answer);
    } catch {
      if (response.ok)
        throw new ApiError('parse', response.status, [
          'The server sent a response that is not JSON',
        ]);
    }
  }

  if (!response.ok) {
    const messages = messagesFrom(parsed, `Request failed with status code ${response.status}`);
    // A signed-in call whose account is gone (removed by the console, a guest swept) answers 404
    // not-registered: the session is over as surely as on a 401.
    const accountGone = response.status === 404 && messages[0] === NOT_REGISTERED;
    if (auth && (response.status === 401 || accountGone)) reportUnauthorized(carried ?? null);
    throw new ApiError('http', response.status, messages, parsed);
  }
  return parsed as T;
}
