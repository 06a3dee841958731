/**
 * Validation: path and query parameters through @hono/zod-validator, JSON bodies through `jsonBody`.
 * A failure is a 400 with one readable line per problem (`field: message`), and nothing changes.
 *
 * A body must come with `Content-Type: application/json` (else 415, backend/middleware/input.ts says
 * why); a request with no body and no Content-Type is checked as an empty body. The text is read and
 * parsed here rather than by Hono's json validator, which reads a malformed body as {}.
 */
import { zValidator } from '@hono/zod-validator';
import { createMiddleware } from 'hono/factory';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { fail } from '../http';
import { MESSAGES, tooDeep } from '../messages';
import { badTextAt, isJsonContentType, jsonDepthExceeds, NOT_JSON_TYPE } from './input';
import { issueLines } from '../validation';

export function jsonBody<S extends z.ZodType>(schema: S) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    const type = c.req.header('content-type');
    if (type !== undefined && !isJsonContentType(type)) return fail(c, 415, NOT_JSON_TYPE);
    const text = await c.req.text();
    if (type === undefined && text !== '') return fail(c, 415, NOT_JSON_TYPE);
    let body: unknown;
    if (text.trim() !== '') {
      if (jsonDepthExceeds(text)) return fail(c, 400, tooDeep());
      try {
        body = JSON.parse(text);
      } catch {
        return fail(c, 400, MESSAGES.notJson);
      }
      const bad = badTextAt(body);
      if (bad !== undefined) return fail(c, 400, bad);
    }
    const result = schema.safeParse(body);
    if (!result.success) return fail(c, 400, ...issueLines(result.error.issues));
    c.set('body', result.data);
    await next();
  });
}

function validated<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return fail(c, 400, ...issueLines(result.error.issues));
  });
}

/** A path id: present, not blank, not absurdly long. */
export const pathId = z
  .string()
  .refine((value) => value.trim() !== '' && value.length <= 200, 'must be a non-blank id');

export const params = <S extends z.ZodType>(schema: S) => validated('param', schema);
export const query = <S extends z.ZodType>(schema: S) => validated('query', schema);
