/**
 * What no route accepts, refused before any handler runs, with a 400 that names the problem:
 * control characters (NUL, ESC, DEL, C1…) in the path or the query (a NUL reaching PostgreSQL's text
 * once answered a 500 carrying the database's own message), and in any text of a JSON body
 * (jsonBody checks those, with the field's name); a JSON body nested deeper than MAX_JSON_DEPTH; a
 * body not sent as `Content-Type: application/json` (415).
 */
import { createMiddleware } from 'hono/factory';
import { fail } from '../http';
import { MAX_JSON_DEPTH } from '../messages';

/** C0 controls, DEL and C1 controls: never part of a path segment or query value. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** The same in body text, but tabs and line breaks (a product description may have paragraphs). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export const CONTROL_IN_URL =
  'The request path or query holds a control character (such as NUL), which no route accepts.';
export const controlInText = (field: string) =>
  `${field}: must not contain control characters (such as NUL).`;
/**
 * Half of a character (a UTF-16 surrogate without its pair): JavaScript keeps it, but it is no
 * Unicode text, and PostgreSQL refuses it (a write would fail with 500 instead of this 400).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const brokenText = (field: string) =>
  `${field}: must be whole characters (it holds half of one, such as half of an emoji).`;

/**
 * A body is JSON only when it says so. A form or `text/plain` body is what another site may send
 * without asking the browser first (a "simple" request), so refusing it keeps those out.
 */
export const NOT_JSON_TYPE =
  'The request body must be JSON, sent with the header Content-Type: application/json.';

/** Whether a Content-Type header names JSON (`application/json`, any parameters such as charset). */
export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function refuseControlCharacters() {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    const parts = [...url.pathname.split('/'), ...url.search.slice(1).split(/[&=]/)];
    for (const part of parts) {
      const text = decoded(part.replace(/\+/g, ' '));
      if (text === undefined)
        return fail(c, 400, 'The request path or query is not valid URL text.');
      if (CONTROL.test(text)) return fail(c, 400, CONTROL_IN_URL);
    }
    await next();
  });
}

/**
 * How deep the JSON text nests, counted without parsing (strings skipped), stopping early once past
 * `max`: a body of 100,000 brackets costs one pass, never a deep recursion.
 */
export function jsonDepthExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i += 1;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth -= 1;
  }
  return false;
}

/**
 * The first text (a key or a value) in `value` that no field takes, by its path with the reason: a
 * control character, or half of a character.
 */
export function badTextAt(value: unknown, path: string[] = []): string | undefined {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') {
    if (CONTROL_IN_TEXT.test(value)) return controlInText(field());
    return LONE_SURROGATE.test(value) ? brokenText(field()) : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = badTextAt(value[i], [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const named = [...path, JSON.stringify(key)].join('.');
      if (CONTROL.test(key)) return controlInText(named);
      if (LONE_SURROGATE.test(key)) return brokenText(named);
      const found = badTextAt(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
