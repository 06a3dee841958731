/**
 * The request tester's rules (docs/shop/rules.md, Request tester): header rows, the JSON body
 * check, the request that is sent, its cURL and fetch forms and the history. Pure: the tester
 * machine and its components call these, so the rules are tested without React.
 */
import { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const DEFAULT_METHOD: HttpMethod = 'GET';
export const DEFAULT_ENDPOINT = '/api/test-todos';
export const DEFAULT_BODY = '{}';
export const BODY_ERROR = 'Error in JSON format';
export const HISTORY_LIMIT = 20;
/**
 * The history lives in localStorage next to the shop's store, so its size is bounded too: a request
 * larger than this (as saved JSON) is sent but not remembered, and the whole history stays under
 * HISTORY_MAX_CHARS by forgetting the oldest entries first.
 */
export const HISTORY_ENTRY_MAX_CHARS = 16_000;
export const HISTORY_MAX_CHARS = 100_000;

export function isHttpMethod(value: string): value is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(value);
}

/** GET and DELETE carry no body (fetch refuses a GET body; many servers ignore a DELETE body). */
export function methodHasBody(method: HttpMethod): boolean {
  return method !== 'GET' && method !== 'DELETE';
}

// ---- Header rows ---------------------------------------------------------------------------------

export interface HeaderRow {
  /** Stable key for the row's inputs, so focus stays put when a row above is removed. */
  id: string;
  enabled: boolean;
  name: string;
  value: string;
}

export const blankRow = (id: string): HeaderRow => ({ id, enabled: true, name: '', value: '' });

export const isBlankRow = (row: HeaderRow): boolean => row.name === '' && row.value === '';

/** The starting rows: Accept: * / * enabled, then the blank row that is always kept at the end. */
export function defaultHeaderRows(): HeaderRow[] {
  return [{ id: 'h0', enabled: true, name: 'Accept', value: '*/*' }, blankRow('h1')];
}

/** Appends a blank row unless the last one is already blank. */
export function withTrailingBlank(rows: HeaderRow[], newId: () => string): HeaderRow[] {
  const last = rows.at(-1);
  return last && isBlankRow(last) ? rows : [...rows, blankRow(newId())];
}

export type RowPatch = Partial<Pick<HeaderRow, 'enabled' | 'name' | 'value'>>;

/** Edits one row; editing the last row appends a new blank one. */
export function editRow(
  rows: HeaderRow[],
  id: string,
  patch: RowPatch,
  newId: () => string,
): HeaderRow[] {
  if (!rows.some((row) => row.id === id)) return rows;
  const next = rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
  return withTrailingBlank(next, newId);
}

/** Removes a row; the trailing blank row is kept (there is always one to type into). */
export function removeRow(rows: HeaderRow[], id: string, newId: () => string): HeaderRow[] {
  return withTrailingBlank(
    rows.filter((row) => row.id !== id),
    newId,
  );
}

/**
 * What fetch would refuse in a row (it throws a TypeError the tester could only report as 'Network
 * Error'), said under the row instead: a name must be an HTTP token (RFC 9110), a value may not hold
 * line breaks, NUL or characters beyond Latin-1. Blank rows are fine.
 */
export const HEADER_NAME_ERROR =
  "A header name may use only letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ (no spaces).";
export const HEADER_VALUE_ERROR =
  'A header value cannot contain line breaks, control characters or characters beyond Latin-1.';
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Tab is allowed; every other C0 control and DEL, and anything above U+00FF, is not.
const badValueChar = (code: number) =>
  (code < 0x20 && code !== 0x09) || code === 0x7f || code > 0xff;
const hasBadValueChar = (value: string) => {
  for (let i = 0; i < value.length; i += 1) if (badValueChar(value.charCodeAt(i))) return true;
  return false;
};

export interface RowErrors {
  name?: string;
  value?: string;
}

export function headerRowErrors(row: HeaderRow): RowErrors {
  const errors: RowErrors = {};
  const name = row.name.trim();
  if (name !== '' && !TOKEN.test(name)) errors.name = HEADER_NAME_ERROR;
  if (hasBadValueChar(row.value)) errors.value = HEADER_VALUE_ERROR;
  return errors;
}

/** Whether every row that would be sent (enabled, named) is one fetch accepts. */
export function headersAreValid(rows: HeaderRow[]): boolean {
  return rows.every((row) => {
    if (!row.enabled || row.name.trim() === '') return true;
    const errors = headerRowErrors(row);
    return errors.name === undefined && errors.value === undefined;
  });
}

// ---- Timeout and the session token -------------------------------------------------------------

/** The longest timeout the tester accepts (0 still means no timeout, the default). */
export const TIMEOUT_MAX_MS = 300_000;
export const TIMEOUT_ERROR = `Timeout must be a whole number of milliseconds from 0 to ${TIMEOUT_MAX_MS}.`;

export function timeoutError(ms: number): string | null {
  return Number.isInteger(ms) && ms >= 0 && ms <= TIMEOUT_MAX_MS ? null : TIMEOUT_ERROR;
}

/**
 * The origin a request to `endpoint` goes to when it is not the shop's own (`origin`), else null.
 * The session token goes to the shop's own origin only, unless the person confirms that origin.
 */
export function foreignOrigin(endpoint: string, origin: string): string | null {
  try {
    const target = new URL(endpoint.trim(), origin).origin;
    return target === new URL(origin).origin ? null : target;
  } catch {
    return null;
  }
}

/** Only enabled rows with a name are sent; a later row wins over an earlier one of the same name. */
export function enabledHeaders(rows: HeaderRow[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (row.enabled && name) headers[name] = row.value;
  }
  return headers;
}

// ---- Body ------------------------------------------------------------------------------------------

export type BodyCheck = { ok: true; value: unknown } | { ok: false; error: typeof BODY_ERROR };

/** The body must be valid JSON; an empty body is an error too. */
export function parseBody(text: string): BodyCheck {
  if (text.trim() === '') return { ok: false, error: BODY_ERROR };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: BODY_ERROR };
  }
}

export const bodyError = (text: string): string | null => {
  const check = parseBody(text);
  return check.ok ? null : check.error;
};

// ---- The request ---------------------------------------------------------------------------------

export interface TesterRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** JSON text, absent for GET and DELETE. */
  body?: string;
}

export interface RequestDraft {
  method: HttpMethod;
  endpoint: string;
  rows: HeaderRow[];
  bodyText: string;
  /** The session token, when 'Use my session token' is on and someone is signed in. */
  token?: string | null;
}

export type BuiltRequest = { ok: true; request: TesterRequest } | { ok: false; error: string };

/**
 * The request Submit sends. The body is checked for every method (the editor shows one error
 * whatever the method), but only sent with methods that carry one.
 */
export function buildRequest(draft: RequestDraft): BuiltRequest {
  const check = parseBody(draft.bodyText);
  if (!check.ok) return { ok: false, error: check.error };
  const headers = enabledHeaders(draft.rows);
  if (draft.token) {
    // The session token takes the place of a row named Authorization, whatever its case: fetch
    // would join the two into one value the server refuses.
    for (const name of Object.keys(headers))
      if (name.toLowerCase() === 'authorization') delete headers[name];
    headers.authorization = draft.token;
  }
  const request: TesterRequest = { method: draft.method, url: draft.endpoint.trim(), headers };
  if (methodHasBody(draft.method)) {
    request.body = JSON.stringify(check.value);
    const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    if (!hasType) headers['Content-Type'] = 'application/json';
  }
  return { ok: true, request };
}

/** The request as the console logs it: an Authorization header's value (a session) left out. */
export function forLog(request: TesterRequest): TesterRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) =>
      name.toLowerCase() === 'authorization' ? [name, '(hidden)'] : [name, value],
    ),
  );
  return { ...request, headers };
}

/** POSIX shell single-quoting: nothing inside '…' is special except the quote itself. */
const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** The request as a cURL command; `origin` makes a relative endpoint absolute. */
export function toCurl(request: TesterRequest, origin: string): string {
  const parts = [`curl -X ${request.method} ${shellQuote(absoluteUrl(request.url, origin))}`];
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body !== undefined) parts.push(`--data-raw ${shellQuote(request.body)}`);
  return parts.join(' \\\n  ');
}

/** The request as a fetch() call to paste into a console or a script. */
export function toFetch(request: TesterRequest, origin: string): string {
  const init: Record<string, unknown> = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = request.body;
  const url = JSON.stringify(absoluteUrl(request.url, origin));
  return `await fetch(${url}, ${JSON.stringify(init, null, 2)});`;
}

export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

// ---- History ---------------------------------------------------------------------------------------

export interface HistoryEntry {
  method: HttpMethod;
  endpoint: string;
  rows: HeaderRow[];
  bodyText: string;
}

const historySchema = z.array(
  z.object({
    method: z.enum(HTTP_METHODS),
    endpoint: z.string(),
    rows: z.array(
      z.object({ id: z.string(), enabled: z.boolean(), name: z.string(), value: z.string() }),
    ),
    bodyText: z.string(),
  }),
);

const sameRequest = (a: HistoryEntry, b: HistoryEntry): boolean =>
  a.method === b.method &&
  a.endpoint === b.endpoint &&
  a.bodyText === b.bodyText &&
  JSON.stringify(enabledHeaders(a.rows)) === JSON.stringify(enabledHeaders(b.rows));

/** At most HISTORY_LIMIT entries, none over HISTORY_ENTRY_MAX_CHARS, all together within HISTORY_MAX_CHARS. */
function bounded(history: HistoryEntry[]): HistoryEntry[] {
  const kept: HistoryEntry[] = [];
  let total = 0;
  for (const entry of history) {
    if (kept.length >= HISTORY_LIMIT) break;
    const size = JSON.stringify(entry).length;
    if (size > HISTORY_ENTRY_MAX_CHARS) continue;
    if (total + size > HISTORY_MAX_CHARS) break;
    kept.push(entry);
    total += size;
  }
  return kept;
}

/** Newest first; sending the same request again moves it to the top; at most 20 kept, bounded in size. */
export function addToHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return bounded([entry, ...history.filter((old) => !sameRequest(old, entry))]);
}

/** Saved history read back from storage; anything malformed is dropped rather than crashed on. */
export function parseHistory(saved: unknown): HistoryEntry[] {
  const result = historySchema.safeParse(saved);
  return result.success ? bounded(result.data) : [];
}
