import { describe, expect, it } from 'vitest';
import { sendRequest, type SendDeps } from '@/features/tester/send-request';
import {
  countNodes,
  formatDuration,
  formatSize,
  depthOf,
  groupLargeArrays,
  MAX_TREE_DEPTH,
  TOO_DEEP,
  isGroupKey,
  isTextual,
  MAX_SHOWN_BYTES,
  parseResponseText,
} from '@/features/tester/tester-response';

function deps(answer: () => Promise<Response>): SendDeps & { calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  let clock = 100;
  return {
    calls,
    fetch: (_url, init) => {
      calls.push(init ?? {});
      return answer();
    },
    now: () => (clock += 25),
    ready: () => Promise.resolve(),
  };
}

const request = { method: 'GET' as const, url: '/api/test-todos', headers: { Accept: '*/*' } };

describe('sendRequest', () => {
  it('measures a 2xx response: status, headers, data, time and size', async () => {
    const d = deps(() =>
      Promise.resolve(
        Response.json({ todos: ['é'] }, { status: 200, headers: { 'x-trace': 'abc' } }),
      ),
    );
    const response = await sendRequest(request, new AbortController().signal, d);
    expect(response).toMatchObject({
      status: 200,
      data: { todos: ['é'] },
      timeMs: 25,
      sizeBytes: new TextEncoder().encode('{"todos":["é"]}').length,
    });
    expect(response.headers['x-trace']).toBe('abc');
    expect(d.calls[0]).toMatchObject({ method: 'GET', headers: { Accept: '*/*' } });
  });

  it('a picture: its size in bytes, shown by type and size, not as text', async () => {
    const png = new Uint8Array(3000).map((_, i) => (i * 37) % 256);
    const d = deps(() =>
      Promise.resolve(new Response(png, { status: 200, headers: { 'content-type': 'image/png' } })),
    );
    const response = await sendRequest(request, new AbortController().signal, d);
    expect(response.sizeBytes).toBe(3000);
    expect(response.data).toBe('(image/png answer of 3.0 kB: not shown)');
  });

  it('a text answer over 1 MB: its first MB shown, with a note, and its whole size', async () => {
    const big = 'x'.repeat(MAX_SHOWN_BYTES + 500_000);
    const d = deps(() =>
      Promise.resolve(
        new Response(big, { status: 200, headers: { 'content-type': 'text/plain' } }),
      ),
    );
    const response = await sendRequest(request, new AbortController().signal, d);
    expect(response.sizeBytes).toBe(big.length);
    expect(String(response.data)).toHaveLength(
      MAX_SHOWN_BYTES + '\n… (the answer is 1.5 MB: only its first 1.0 MB is shown)'.length,
    );
    expect(
      String(response.data).endsWith('(the answer is 1.5 MB: only its first 1.0 MB is shown)'),
    ).toBe(true);
  });

  it('rejects a 404 with its response and the error text', async () => {
    const d = deps(() =>
      Promise.resolve(
        Response.json({ errors: ['missing'] }, { status: 404, statusText: 'Not Found' }),
      ),
    );
    await expect(sendRequest(request, new AbortController().signal, d)).rejects.toMatchObject({
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, statusText: 'Not Found', data: { errors: ['missing'] } },
    });
  });

  it('calls a 5xx a bad response', async () => {
    const d = deps(() => Promise.resolve(new Response('oops', { status: 500 })));
    await expect(sendRequest(request, new AbortController().signal, d)).rejects.toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { data: 'oops' },
    });
  });

  it('rejects a failed fetch as a network error', async () => {
    const d = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendRequest(request, new AbortController().signal, d)).rejects.toEqual({
      message: 'Network Error',
      code: 'ERR_NETWORK',
    });
  });

  it('rejects an aborted request as aborted, and sends nothing when aborted before', async () => {
    const controller = new AbortController();
    const d = deps(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(sendRequest(request, controller.signal, d)).rejects.toEqual({
      message: 'Request aborted',
      code: 'ECONNABORTED',
    });
    const again = deps(() => Promise.resolve(new Response('')));
    await expect(sendRequest(request, controller.signal, again)).rejects.toMatchObject({
      message: 'Request aborted',
    });
    expect(again.calls).toHaveLength(0);
  });
});

describe('response helpers', () => {
  it('takes JSON, XML, NDJSON, YAML, SQL, GraphQL and any text/* as text; pictures not', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'application/x-ndjson',
      'application/yaml',
      'application/sql',
      'application/graphql',
      'image/svg+xml',
      'text/csv',
      null,
    ])
      expect([type, isTextual(type)]).toEqual([type, true]);
    for (const type of ['image/png', 'application/pdf', 'application/octet-stream'])
      expect([type, isTextual(type)]).toEqual([type, false]);
  });

  it('formats size and time', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(999)).toBe('999 B');
    expect(formatSize(2450)).toBe('2.5 kB');
    expect(formatSize(1_500_000)).toBe('1.5 MB');
    expect(formatDuration(12.6)).toBe('13 ms');
  });

  it('parses JSON text, keeps other text, and reads an empty body as no data', () => {
    expect(parseResponseText('{"a":1}')).toEqual({ a: 1 });
    expect(parseResponseText('<html>')).toBe('<html>');
    expect(parseResponseText('')).toBeUndefined();
  });

  it('groups arrays longer than 100 items, at any depth', () => {
    const items = Array.from({ length: 250 }, (_, i) => i);
    const grouped = groupLargeArrays({ products: items, short: [1, 2] }) as Record<
      string,
      Record<string, number[]>
    >;
    expect(Object.keys(grouped.products!)).toEqual(['[0 … 99]', '[100 … 199]', '[200 … 249]']);
    expect(grouped.products!['[200 … 249]']).toHaveLength(50);
    expect(grouped.short).toEqual([1, 2]);
    expect(groupLargeArrays(Array.from({ length: 100 }, () => 0))).toHaveLength(100);
    expect(isGroupKey('[100 … 199]')).toBe(true);
    expect(isGroupKey('products')).toBe(false);
    expect(isGroupKey(undefined)).toBe(false);
  });

  it('counts nodes up to a limit, so a huge value is not walked whole', () => {
    expect(countNodes({ a: [1, 2], b: null })).toBe(5);
    expect(countNodes('text')).toBe(1);
    expect(
      countNodes(
        Array.from({ length: 10_000 }, () => ({ x: 1 })),
        50,
      ),
    ).toBe(50);
  });
});

describe('a deeply nested answer', () => {
  it('is cut at MAX_TREE_DEPTH levels without overflowing the stack (20,000 levels)', () => {
    const text = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;
    const data = parseResponseText(text);
    let grouped: unknown;
    expect(() => {
      grouped = groupLargeArrays(data);
    }).not.toThrow();
    expect(depthOf(grouped, 1_000)).toBe(MAX_TREE_DEPTH);
    let node = grouped;
    while (Array.isArray(node)) node = node[0];
    expect(node).toBe(TOO_DEEP);
  });
});
