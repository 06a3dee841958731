/**
 * What the tester shows of an answer: the response as measured, the failure texts
 * (docs/shop/errors.md, Request tester), and the shaping of data for the JSON tree. Pure, so the
 * machine, the panels and the tests share it.
 */

/** react-json-view-lite has no grouping of its own: arrays longer than this are split into groups. */
export const ARRAY_GROUP_SIZE = 100;

/** Byte size as a person reads it: '512 B', '2.4 kB', '1.2 MB' (SI units, as browsers' dev tools show). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export const formatDuration = (ms: number): string => `${Math.round(ms)} ms`;

/** The most of an answer the tester shows (and keeps in its history): 1 MB. */
export const MAX_SHOWN_BYTES = 1_000_000;

/** Whether an answer of this content type is text to show (none given: taken as text). */
export function isTextual(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /[/+](json|x-ndjson|ndjson|xml|javascript|yaml|x-yaml|sql|graphql|x-www-form-urlencoded)$/.test(
      type,
    )
  );
}

/**
 * What the tester shows of an answer's bytes: binary answers by type and size only; text up to
 * MAX_SHOWN_BYTES, the rest cut with a note (a multi-MB answer put whole into the page froze it).
 */
export function shownData(bytes: Uint8Array, contentType: string | null): unknown {
  if (!isTextual(contentType))
    return `(${contentType ?? 'binary'} answer of ${formatSize(bytes.byteLength)}: not shown)`;
  if (bytes.byteLength <= MAX_SHOWN_BYTES)
    return parseResponseText(new TextDecoder().decode(bytes));
  const head = new TextDecoder().decode(bytes.subarray(0, MAX_SHOWN_BYTES));
  return `${head}\n… (the answer is ${formatSize(bytes.byteLength)}: only its first ${formatSize(MAX_SHOWN_BYTES)} is shown)`;
}

/** Response text shown as a tree: JSON when it parses, else the text itself. */
export function parseResponseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * How deep the tree shows a value. Anything deeper (a hostile or broken answer can nest 20,000
 * levels, which no renderer's stack survives) is shown as this marker; the raw response is
 * still what was received.
 */
export const MAX_TREE_DEPTH = 100;
export const TOO_DEEP = `… nested deeper than ${MAX_TREE_DEPTH} levels (not shown)`;

/**
 * Splits every array longer than `size` into groups keyed '[0 … 99]', '[100 … 199]', …, so a long
 * list opens group by group instead of rendering thousands of nodes at once; cuts the value at
 * MAX_TREE_DEPTH levels (the recursion stops there too).
 */
export function groupLargeArrays(value: unknown, size = ARRAY_GROUP_SIZE, depth = 0): unknown {
  if (value !== null && typeof value === 'object' && depth >= MAX_TREE_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => groupLargeArrays(item, size, depth + 1));
    if (items.length <= size) return items;
    const groups: Record<string, unknown[]> = {};
    for (let start = 0; start < items.length; start += size) {
      const end = Math.min(start + size, items.length) - 1;
      groups[`[${start} … ${end}]`] = items.slice(start, end + 1);
    }
    return groups;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, groupLargeArrays(item, size, depth + 1)]),
    );
  }
  return value;
}

/** Whether a key was made by groupLargeArrays (the tree opens only the first group). */
export const isGroupKey = (key: string | undefined): boolean =>
  key !== undefined && /^\[\d+ … \d+\]$/.test(key);

export interface TesterResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** The parsed body: JSON, else text; undefined when the response has no body. */
  data: unknown;
  timeMs: number;
  sizeBytes: number;
}

/** The HTTP client's error codes that the tester can meet. */
export type FailureCode =
  'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ETIMEDOUT';

/** A request that failed: the error's text, and the response when the server answered (4xx, 5xx). */
export interface TesterFailure {
  message: string;
  code: FailureCode;
  response?: TesterResponse;
}

/**
 * The failure texts: 'Request failed with status code N', 'Network Error', 'Request aborted',
 * timeout.
 */
export function httpFailure(response: TesterResponse): TesterFailure {
  return {
    message: `Request failed with status code ${response.status}`,
    code: response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response,
  };
}

export const networkFailure = (): TesterFailure => ({
  message: 'Network Error',
  code: 'ERR_NETWORK',
});
export const abortFailure = (): TesterFailure => ({
  message: 'Request aborted',
  code: 'ECONNABORTED',
});
export const timeoutFailure = (ms: number): TesterFailure => ({
  message: `timeout of ${ms} ms exceeded`,
  code: 'ETIMEDOUT',
});

export function isTesterFailure(value: unknown): value is TesterFailure {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as TesterFailure).message === 'string' &&
    typeof (value as TesterFailure).code === 'string'
  );
}

/** Above this many nodes the tree opens only its first levels, so a big response renders quickly. */
export const FULLY_OPEN_NODE_LIMIT = 300;

/** Deeper than this, the tree starts with only its first levels open. */
export const FULLY_OPEN_DEPTH_LIMIT = 10;

/** How many levels a JSON value has (a scalar has 0), counting no further than `limit`; no recursion. */
export function depthOf(value: unknown, limit = FULLY_OPEN_DEPTH_LIMIT + 1): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [next, depth] = stack.pop()!;
    if (next === null || typeof next !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest >= limit) return deepest;
    for (const child of Object.values(next)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** How many values a JSON value holds (itself included), counting no further than `limit`. */
export function countNodes(value: unknown, limit = FULLY_OPEN_NODE_LIMIT + 1): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count < limit) {
    const next = stack.pop();
    count += 1;
    if (next !== null && typeof next === 'object') stack.push(...Object.values(next));
  }
  return count;
}

/** The tree viewer's copy button: JSON indented by 4, its "copied" mark reset after 5.5 s. */
export const COPY_INDENT = 4;
export const COPIED_RESET_MS = 5500;

/**
 * The text the copy button puts on the clipboard: the value as received (not the tree's groups or
 * depth cut) as JSON indented by 4; a text answer (an HTML page) as is. Undefined when the value
 * cannot be written as JSON (too deep for JSON.stringify, a cycle).
 */
export function formatJsonForCopy(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, COPY_INDENT) ?? String(value);
  } catch {
    return undefined;
  }
}
