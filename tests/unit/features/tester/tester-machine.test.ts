import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { BODY_ERROR, type TesterRequest } from '@/domain/tester';
import { testerMachine, type TesterInput } from '@/features/tester/tester-machine';
import {
  httpFailure,
  networkFailure,
  type TesterResponse,
} from '@/features/tester/tester-response';

const okResponse: TesterResponse = {
  status: 200,
  statusText: 'OK',
  headers: { 'content-type': 'application/json' },
  data: { todos: [] },
  timeMs: 12,
  sizeBytes: 12,
};

const notFound: TesterResponse = { ...okResponse, status: 404, statusText: 'Not Found', data: {} };

type Send = (request: TesterRequest, signal: AbortSignal) => Promise<TesterResponse>;

/** The machine with its send actor and side effects replaced; returns what each recorded. */
function start(send: Send, input: TesterInput = {}, clock?: SimulatedClock) {
  const sent: TesterRequest[] = [];
  const logged = { info: 0, error: 0 };
  const saved: unknown[] = [];
  const machine = testerMachine.provide({
    actors: {
      send: fromPromise<TesterResponse, { request: TesterRequest }>(({ input: i, signal }) => {
        sent.push(i.request);
        return send(i.request, signal);
      }),
    },
    actions: {
      logResponse: () => void logged.info++,
      logFailure: () => void logged.error++,
      persistHistory: ({ context }) => void saved.push(context.history),
    },
  });
  const actor = createActor(machine, clock ? { input, clock } : { input }).start();
  return { actor, sent, logged, saved };
}

const never: Send = (_request, signal) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('tester machine', () => {
  it('starts with GET /api/test-todos, body {} and the Accept row', () => {
    const { actor } = start(() => Promise.resolve(okResponse));
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context).toMatchObject({ method: 'GET', endpoint: '/api/test-todos', bodyText: '{}' });
    expect(context.bodyError).toBeNull();
    expect(context.rows.map((r) => [r.enabled, r.name, r.value])).toEqual([
      [true, 'Accept', '*/*'],
      [true, '', ''],
    ]);
  });

  it('sends a valid body and stores the response', async () => {
    const { actor, sent, logged, saved } = start(() => Promise.resolve(okResponse));
    actor.send({ type: 'method.change', method: 'POST' });
    actor.send({ type: 'body.change', text: '{"title":"Buy kajal"}' });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"title":"Buy kajal"}' });
    expect(actor.getSnapshot().context.response).toEqual(okResponse);
    expect(logged).toEqual({ info: 1, error: 0 });
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().context.history[0]).toMatchObject({ method: 'POST' });
  });

  it('shows the body error, clears it when valid, and sends nothing while invalid', () => {
    const { actor, sent } = start(() => Promise.resolve(okResponse));
    actor.send({ type: 'body.change', text: '{"title": ' });
    expect(actor.getSnapshot().context.bodyError).toBe(BODY_ERROR);
    expect(actor.getSnapshot().can({ type: 'request.submit' })).toBe(false);
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toHaveLength(0);
    actor.send({ type: 'body.change', text: '' });
    expect(actor.getSnapshot().context.bodyError).toBe(BODY_ERROR);
    actor.send({ type: 'body.change', text: '{"title": "ok"}' });
    expect(actor.getSnapshot().context.bodyError).toBeNull();
    expect(actor.getSnapshot().can({ type: 'request.submit' })).toBe(true);
  });

  it('sends only enabled, named header rows and keeps a blank row at the end', async () => {
    const { actor, sent } = start(() => Promise.resolve(okResponse));
    const lastId = () => actor.getSnapshot().context.rows.at(-1)!.id;
    actor.send({ type: 'header.edit', id: lastId(), patch: { name: 'X-On', value: '1' } });
    actor.send({ type: 'header.edit', id: lastId(), patch: { name: 'X-Off', value: '2' } });
    const rows = actor.getSnapshot().context.rows;
    expect(rows.map((r) => r.name)).toEqual(['Accept', 'X-On', 'X-Off', '']);
    actor.send({ type: 'header.edit', id: rows[2]!.id, patch: { enabled: false } });
    actor.send({ type: 'header.edit', id: lastId(), patch: { value: 'no name' } });
    actor.send({ type: 'header.remove', id: rows[0]!.id });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[0]!.headers).toEqual({ 'X-On': '1' });
    expect(sent[0]!.body).toBeUndefined();
    expect(actor.getSnapshot().context.rows.at(-1)).toMatchObject({ name: '', value: '' });
  });

  it('adds the session token only when asked to', async () => {
    const { actor, sent } = start(() => Promise.resolve(okResponse));
    actor.send({ type: 'request.submit', token: 'tok' });
    await waitFor(actor, (s) => s.matches('received'));
    actor.send({ type: 'token.toggle', enabled: true });
    actor.send({ type: 'request.submit', token: 'tok' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(sent[1]!.headers.authorization).toBe('tok');
  });

  it('sends the token to the shop only, and to another origin only once confirmed', async () => {
    const { actor, sent } = start(() => Promise.resolve(okResponse), {
      origin: 'http://shop.test',
    });
    actor.send({ type: 'token.toggle', enabled: true });
    actor.send({ type: 'endpoint.change', endpoint: 'https://evil.example/collect' });
    actor.send({ type: 'request.submit', token: 'tok' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[0]!.headers.authorization).toBeUndefined();
    actor.send({ type: 'token.confirmOrigin', origin: 'https://evil.example' });
    actor.send({ type: 'request.submit', token: 'tok' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[1]!.headers.authorization).toBe('tok');
    // The confirmation names one origin: it does not carry over to another.
    actor.send({ type: 'endpoint.change', endpoint: 'https://other.example/x' });
    actor.send({ type: 'request.submit', token: 'tok' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[2]!.headers.authorization).toBeUndefined();
    actor.send({ type: 'endpoint.change', endpoint: 'http://shop.test/api/user/cart' });
    actor.send({ type: 'request.submit', token: 'tok' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(sent[3]!.headers.authorization).toBe('tok');
  });

  it('sends nothing while a header row or the timeout is invalid', () => {
    const { actor, sent } = start(() => Promise.resolve(okResponse));
    const first = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'header.edit', id: first.id, patch: { value: 'a\r\nb' } });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'header.edit', id: first.id, patch: { value: '*/*' } });
    actor.send({ type: 'timeout.change', ms: 10_000_000 });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.timeoutMs).toBe(10_000_000);
    expect(sent).toEqual([]);
  });

  it('shows a 404 as the response with the error text', async () => {
    const { actor, logged } = start(() => Promise.reject(httpFailure(notFound)));
    actor.send({ type: 'method.change', method: 'DELETE' });
    actor.send({ type: 'endpoint.change', endpoint: '/api/test-todos/missing' });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_REQUEST',
      response: notFound,
    });
    expect(logged).toEqual({ info: 0, error: 1 });
  });

  it('shows a network failure as the error itself', async () => {
    const { actor } = start(() => Promise.reject(networkFailure()));
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({
      message: 'Network Error',
      code: 'ERR_NETWORK',
    });
  });

  it('treats an unexpected rejection as a network failure', async () => {
    const { actor } = start(() => Promise.reject(new TypeError('boom')));
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('Network Error');
  });

  it('cancels a running request and aborts its fetch', async () => {
    let signal: AbortSignal | undefined;
    const { actor, logged } = start((_request, s) => {
      signal = s;
      return never(_request, s);
    });
    actor.send({ type: 'request.submit' });
    await vi.waitFor(() => expect(signal).toBeDefined());
    actor.send({ type: 'request.cancel' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      message: 'Request aborted',
      code: 'ECONNABORTED',
    });
    expect(signal!.aborted).toBe(true);
    expect(logged.error).toBe(1);
  });

  it('times out after the chosen delay, and never without one', async () => {
    const clock = new SimulatedClock();
    const { actor } = start(never, {}, clock);
    actor.send({ type: 'request.submit' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('sending');
    actor.send({ type: 'request.cancel' });

    actor.send({ type: 'timeout.change', ms: 1500 });
    actor.send({ type: 'request.submit' });
    clock.increment(1499);
    expect(actor.getSnapshot().value).toBe('sending');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      message: 'timeout of 1500 ms exceeded',
      code: 'ETIMEDOUT',
    });
  });

  it('keeps the history newest first and restores an entry', async () => {
    const { actor } = start(() => Promise.resolve(okResponse));
    actor.send({ type: 'endpoint.change', endpoint: '/api/products' });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('received'));
    actor.send({ type: 'method.change', method: 'POST' });
    actor.send({ type: 'endpoint.change', endpoint: '/api/auth/login' });
    actor.send({ type: 'body.change', text: '{"email":"a@b.test"}' });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('received'));
    const { history } = actor.getSnapshot().context;
    expect(history.map((h) => h.endpoint)).toEqual(['/api/auth/login', '/api/products']);

    actor.send({ type: 'history.restore', index: 1 });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ method: 'GET', endpoint: '/api/products', bodyText: '{}' });
    expect(context.rows.map((r) => r.name)).toEqual(['Accept', '']);
    expect(new Set(context.rows.map((r) => r.id)).size).toBe(context.rows.length);

    actor.send({ type: 'history.clear' });
    expect(actor.getSnapshot().context.history).toEqual([]);
  });

  it('starts from saved history and ignores a restore of a missing entry', () => {
    const { actor } = start(() => Promise.resolve(okResponse), {
      history: [{ method: 'DELETE', endpoint: '/api/test-todos/1', rows: [], bodyText: '{}' }],
    });
    actor.send({ type: 'history.restore', index: 5 });
    expect(actor.getSnapshot().context.endpoint).toBe('/api/test-todos');
    actor.send({ type: 'history.restore', index: 0 });
    expect(actor.getSnapshot().context.method).toBe('DELETE');
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
  });

  it('takes the history another tab saved, and adds its next request to that one', async () => {
    const { actor, saved } = start(() => Promise.resolve(okResponse));
    const other = {
      method: 'DELETE' as const,
      endpoint: '/api/test-todos/7',
      rows: [],
      bodyText: '{}',
    };
    actor.send({ type: 'history.sync', history: [other] });
    // Taken, not saved again (it is what storage holds).
    expect(actor.getSnapshot().context.history).toEqual([other]);
    expect(saved).toEqual([]);
    actor.send({ type: 'endpoint.change', endpoint: '/api/products' });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(actor.getSnapshot().context.history.map((h) => h.endpoint)).toEqual([
      '/api/products',
      '/api/test-todos/7',
    ]);
    expect(saved.at(-1)).toEqual(actor.getSnapshot().context.history);
  });
});
