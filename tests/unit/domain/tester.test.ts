import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  BODY_ERROR,
  buildRequest,
  forLog,
  defaultHeaderRows,
  editRow,
  enabledHeaders,
  foreignOrigin,
  HEADER_NAME_ERROR,
  HEADER_VALUE_ERROR,
  headerRowErrors,
  headersAreValid,
  HISTORY_ENTRY_MAX_CHARS,
  TIMEOUT_ERROR,
  TIMEOUT_MAX_MS,
  timeoutError,
  HISTORY_LIMIT,
  HISTORY_MAX_CHARS,
  isBlankRow,
  methodHasBody,
  parseBody,
  parseHistory,
  removeRow,
  toCurl,
  toFetch,
  type HeaderRow,
  type HistoryEntry,
} from '@/domain/tester';

const ids = (start = 10) => {
  let next = start;
  return () => `h${next++}`;
};

const row = (id: string, name: string, value: string, enabled = true): HeaderRow => ({
  id,
  name,
  value,
  enabled,
});

describe('header rows', () => {
  it('start with Accept: */* enabled and a blank row', () => {
    const rows = defaultHeaderRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ enabled: true, name: 'Accept', value: '*/*' });
    expect(isBlankRow(rows[1]!)).toBe(true);
  });

  it('append a blank row when the last row is edited', () => {
    const rows = editRow(defaultHeaderRows(), 'h1', { name: 'X-Trace' }, ids());
    expect(rows.map((r) => r.name)).toEqual(['Accept', 'X-Trace', '']);
    expect(rows[2]!.id).toBe('h10');
  });

  it('do not append when a row other than the last is edited', () => {
    const rows = editRow(defaultHeaderRows(), 'h0', { value: 'application/json' }, ids());
    expect(rows).toHaveLength(2);
    expect(rows[0]!.value).toBe('application/json');
  });

  it('ignore an edit of an unknown row', () => {
    const rows = defaultHeaderRows();
    expect(editRow(rows, 'nope', { name: 'x' }, ids())).toBe(rows);
  });

  it('keep a blank row at the end when rows are removed', () => {
    const once = removeRow(defaultHeaderRows(), 'h0', ids());
    expect(once).toHaveLength(1);
    const twice = removeRow(once, 'h1', ids());
    expect(twice).toHaveLength(1);
    expect(isBlankRow(twice[0]!)).toBe(true);
  });

  it('send only enabled rows with a name', () => {
    const rows = [
      row('a', 'Accept', '*/*'),
      row('b', 'X-Off', '1', false),
      row('c', '  ', 'no name'),
      row('d', ' X-On ', 'yes'),
      row('e', '', ''),
    ];
    expect(enabledHeaders(rows)).toEqual({ Accept: '*/*', 'X-On': 'yes' });
  });
});

describe('body', () => {
  it('accepts valid JSON', () => {
    expect(parseBody('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseBody('[1, 2]')).toEqual({ ok: true, value: [1, 2] });
  });

  it.each(['', '   ', '{', "{'a':1}", '{a:1}'])('refuses %j', (text) => {
    expect(parseBody(text)).toEqual({ ok: false, error: BODY_ERROR });
  });
});

describe('buildRequest', () => {
  const draft = {
    endpoint: ' /api/test-todos ',
    rows: defaultHeaderRows(),
    bodyText: '{"title":"x"}',
  };

  it('sends no body with GET and DELETE', () => {
    expect(methodHasBody('GET')).toBe(false);
    expect(methodHasBody('DELETE')).toBe(false);
    const built = buildRequest({ ...draft, method: 'GET' });
    expect(built).toEqual({
      ok: true,
      request: { method: 'GET', url: '/api/test-todos', headers: { Accept: '*/*' } },
    });
  });

  it('sends the body as JSON with POST, PUT and PATCH', () => {
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const built = buildRequest({ ...draft, method });
      expect(built.ok && built.request.body).toBe('{"title":"x"}');
      expect(built.ok && built.request.headers['Content-Type']).toBe('application/json');
    }
  });

  it('keeps a content type the user set', () => {
    const rows = [row('a', 'content-type', 'text/plain'), row('b', '', '')];
    const built = buildRequest({ ...draft, rows, method: 'POST' });
    expect(built.ok && built.request.headers).toEqual({ 'content-type': 'text/plain' });
  });

  it('adds the session token as the authorization header', () => {
    const built = buildRequest({ ...draft, method: 'GET', token: 'tok' });
    expect(built.ok && built.request.headers.authorization).toBe('tok');
  });

  it('the session token takes the place of an Authorization row, whatever its case', () => {
    const rows = [row('a', 'Authorization', 'Bearer x'), row('b', '', '')];
    const built = buildRequest({ ...draft, rows, method: 'GET', token: 'tok' });
    expect(built.ok && built.request.headers).toEqual({ authorization: 'tok' });
  });

  it('logs a request with its Authorization value hidden', () => {
    const built = buildRequest({ ...draft, method: 'GET', token: 'tok' });
    if (!built.ok) throw new Error('not built');
    expect(forLog(built.request).headers).toEqual({ Accept: '*/*', authorization: '(hidden)' });
    expect(built.request.headers.authorization).toBe('tok');
  });

  it('refuses an invalid body, whatever the method', () => {
    expect(buildRequest({ ...draft, method: 'GET', bodyText: '' })).toEqual({
      ok: false,
      error: BODY_ERROR,
    });
  });
});

describe('copy as cURL and fetch', () => {
  const request = {
    method: 'POST' as const,
    url: '/api/auth/login',
    headers: { Accept: '*/*', 'Content-Type': 'application/json' },
    body: `{"email":"o'neil@x.test"}`,
  };

  it('writes a cURL command with quoted parts and an absolute URL', () => {
    expect(toCurl(request, 'http://localhost:4173')).toBe(
      [
        `curl -X POST 'http://localhost:4173/api/auth/login'`,
        `-H 'Accept: */*'`,
        `-H 'Content-Type: application/json'`,
        `--data-raw '{"email":"o'\\''neil@x.test"}'`,
      ].join(' \\\n  '),
    );
  });

  it('leaves an absolute URL alone and sends no data without a body', () => {
    const curl = toCurl(
      { method: 'GET', url: 'https://example.test/x?a=1', headers: {} },
      'http://localhost',
    );
    expect(curl).toBe(`curl -X GET 'https://example.test/x?a=1'`);
  });

  it('writes a fetch call that evaluates to the same request', () => {
    const code = toFetch(request, 'http://localhost:4173');
    expect(code.startsWith('await fetch("http://localhost:4173/api/auth/login", {')).toBe(true);
    const init = JSON.parse(code.slice(code.indexOf('{'), code.lastIndexOf(')'))) as RequestInit;
    expect(init).toEqual({ method: 'POST', headers: request.headers, body: request.body });
  });
});

describe('history', () => {
  const entry = (endpoint: string, bodyText = '{}'): HistoryEntry => ({
    method: 'GET',
    endpoint,
    rows: [row('a', 'Accept', '*/*')],
    bodyText,
  });

  it('keeps the newest first and at most 20', () => {
    let history: HistoryEntry[] = [];
    for (let i = 0; i < 25; i++) history = addToHistory(history, entry(`/api/${i}`));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.endpoint).toBe('/api/24');
    expect(history.at(-1)!.endpoint).toBe('/api/5');
  });

  it('moves a repeated request to the top instead of listing it twice', () => {
    const history = [entry('/a'), entry('/b'), entry('/c')].reduce<HistoryEntry[]>(
      addToHistory,
      [],
    );
    const again = addToHistory(history, entry('/a'));
    expect(again.map((e) => e.endpoint)).toEqual(['/a', '/c', '/b']);
  });

  it('reads saved history, dropping anything malformed', () => {
    expect(parseHistory([entry('/a')])).toEqual([entry('/a')]);
    expect(parseHistory([{ method: 'TRACE', endpoint: '/x' }])).toEqual([]);
    expect(parseHistory('nonsense')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });

  it('does not remember a request too large to keep, and keeps the whole history bounded', () => {
    const huge = entry('/big', JSON.stringify({ text: 'x'.repeat(HISTORY_ENTRY_MAX_CHARS) }));
    const history = addToHistory([entry('/a')], huge);
    expect(history.map((e) => e.endpoint)).toEqual(['/a']);
    // Twenty entries just under the per-entry bound: only the newest that fit the total are kept.
    const big = (i: number) => entry(`/api/${i}`, JSON.stringify({ t: 'y'.repeat(15_000) }));
    let many: HistoryEntry[] = [];
    for (let i = 0; i < 20; i++) many = addToHistory(many, big(i));
    expect(JSON.stringify(many).length).toBeLessThanOrEqual(HISTORY_MAX_CHARS + many.length + 1);
    expect(many.length).toBeLessThan(20);
    expect(many[0]!.endpoint).toBe('/api/19');
    // A saved history that grew too big (written by an older version, or by hand) is cut on load.
    expect(parseHistory([huge, entry('/b')]).map((e) => e.endpoint)).toEqual(['/b']);
    expect(
      JSON.stringify(parseHistory(Array.from({ length: 20 }, (_, i) => big(i)))).length,
    ).toBeLessThanOrEqual(HISTORY_MAX_CHARS + 21);
  });
});

describe('header rows fetch would refuse', () => {
  it.each([
    ['X-Trace', 'abc', {}],
    ['', '', {}],
    ['Accept', 'text/html; q=0.9\tx', {}],
    ['Bad Name', 'v', { name: HEADER_NAME_ERROR }],
    ['X:Colon', 'v', { name: HEADER_NAME_ERROR }],
    ['Ünicode', 'v', { name: HEADER_NAME_ERROR }],
    ['X-Split', 'a\r\nSet-Cookie: x=1', { value: HEADER_VALUE_ERROR }],
    ['X-Nul', 'a\u0000b', { value: HEADER_VALUE_ERROR }],
    ['X-Emoji', 'hi 👋', { value: HEADER_VALUE_ERROR }],
  ])('%j: %j', (name, value, expected) => {
    expect(headerRowErrors(row('r', name, value))).toEqual(expected);
  });

  it('blocks sending only for rows that would be sent', () => {
    expect(headersAreValid([row('a', 'Bad Name', 'v')])).toBe(false);
    expect(headersAreValid([{ ...row('a', 'Bad Name', 'v'), enabled: false }])).toBe(true);
    expect(headersAreValid([row('a', 'X-Ok', 'v'), row('b', '', '')])).toBe(true);
  });
});

describe('timeout bound', () => {
  it.each([
    [0, null],
    [1500, null],
    [TIMEOUT_MAX_MS, null],
    [TIMEOUT_MAX_MS + 1, TIMEOUT_ERROR],
    [-1, TIMEOUT_ERROR],
    [1.5, TIMEOUT_ERROR],
  ])('%d ms → %j', (ms, expected) => {
    expect(timeoutError(ms)).toBe(expected);
  });
});

describe('foreignOrigin', () => {
  const shop = 'http://127.0.0.1:4173';
  it.each([
    ['/api/products', null],
    ['api/products', null],
    ['http://127.0.0.1:4173/api/x', null],
    ['https://evil.example/steal', 'https://evil.example'],
    ['//evil.example/x', 'http://evil.example'],
    ['http://127.0.0.1:9999/api', 'http://127.0.0.1:9999'],
  ])('%s → %j', (endpoint, expected) => {
    expect(foreignOrigin(endpoint, shop)).toBe(expected);
  });
});
