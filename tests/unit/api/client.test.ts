/**
 * The fetch client's failure kinds, above all the default timeout that lets a hung optimistic change
 * roll back. fetch is replaced by a stub that answers or hangs until aborted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_TIMEOUT_MS, request } from '@/api/client';
import { onUnauthorized, setSession } from '@/api/session';

function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request timeouts', () => {
  it('gives up on a call with no answer after the default timeout', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const call = failure(request('/api/user/cart'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`timeout of ${DEFAULT_TIMEOUT_MS} ms exceeded`);
  });

  it('waits for ever when asked to', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = failure(request('/api/x', { timeoutMs: null, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS * 10);
    controller.abort();
    const error = await call;
    expect(error.kind).toBe('abort');
  });

  it('an answered call is not cut off later, and a network failure says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 }))),
    );
    await expect(request('/api/x', { timeoutMs: 50 })).resolves.toEqual({ ok: true });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(request('/api/x'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network Error');
  });
});

/**
 * A server that refuses every token (401): what each call's authorization header was, and which
 * token each 401 was reported for. As a browser's fetch does, the headers are built first: a value
 * that is not a byte string (or holds a line break) throws there, and nothing is sent.
 */
function refusingEveryToken() {
  const sent: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return Promise.resolve(Response.json({ errors: ['The token is invalid.'] }, { status: 401 }));
    }),
  );
  const reported: (string | null | undefined)[] = [];
  const stop = onUnauthorized((carried) => reported.push(carried));
  return { sent, reported, stop };
}

describe('a 401', () => {
  afterEach(() => setSession({ status: 'signedOut', token: null, user: null }));

  it('is reported with the token the call carried, so only that session ends', async () => {
    vi.useRealTimers();
    setSession({ status: 'signedIn', token: 'jwt-old', user: null });
    let release!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const reported: (string | null | undefined)[] = [];
    const stop = onUnauthorized((token) => reported.push(token));
    const call = failure(request('/api/user/cart', { auth: true }));
    await vi.waitFor(() => expect(release).toBeDefined());
    // Meanwhile the shopper signs in again (this tab or another): a newer token.
    setSession({ status: 'signedIn', token: 'jwt-new', user: null });
    release(Response.json({ errors: ['The token is invalid.'] }, { status: 401 }));
    expect((await call).status).toBe(401);
    stop();
    expect(reported).toEqual(['jwt-old']);
  });

  it('so is a 404 saying the account is gone, and no other 404', async () => {
    vi.useRealTimers();
    setSession({ status: 'signedIn', token: 'jwt-gone', user: null });
    const answers = [
      Response.json({ errors: ['No address has the id "a1".'] }, { status: 404 }),
      Response.json(
        { errors: ['The email you entered is not Registered. Not Found error'] },
        { status: 404 },
      ),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? Response.json({}, { status: 500 })),
    );
    const reported: (string | null | undefined)[] = [];
    const stop = onUnauthorized((token) => reported.push(token));
    expect((await failure(request('/api/user/addresses/a1', { auth: true }))).status).toBe(404);
    expect(reported).toEqual([]);
    expect((await failure(request('/api/user/cart', { auth: true }))).status).toBe(404);
    stop();
    expect(reported).toEqual(['jwt-gone']);
  });

  it('a call made for an earlier session goes with that session’s token, and its 401 says so', async () => {
    vi.useRealTimers();
    setSession({ status: 'signedIn', token: 'jwt-b', user: null });
    const { sent, reported, stop } = refusingEveryToken();
    await failure(request('/api/user/cart', { method: 'POST', auth: true, token: 'jwt-a' }));
    await failure(request('/api/user/cart', { auth: true }));
    stop();
    expect(sent).toEqual(['jwt-a', 'jwt-b']);
    expect(reported).toEqual(['jwt-a', 'jwt-b']);
  });

  it.each(['tok€n', 'jwt\nold', 'jwt old'])(
    'comes for a saved token a header cannot carry (%j), which is sent encoded',
    async (token) => {
      vi.useRealTimers();
      setSession({ status: 'signedIn', token, user: null });
      const { sent, reported, stop } = refusingEveryToken();
      const error = await failure(request('/api/user/cart', { auth: true }));
      stop();
      expect(error.status).toBe(401);
      expect(sent).toEqual([encodeURIComponent(token)]);
      expect(reported).toEqual([token]);
    },
  );
});
