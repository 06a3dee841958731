/**
 * Validation: path and query parameters through @hono/zod-validator, JSON bodies through `jsonBody`.
 * A failure is a 400 with one readable line per problem (`field: message`), and nothing changes.
 *
 * Bodies are read whatever their Content-Type: the API has always taken a JSON body sent without one
 * (a hand-written curl, the request tester), and Hono's json validator would read such a body as {}.
 */
import { zValidator } from '@hono/zod-validator';
import { createMiddleware } from 'hono/factory';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { fail } from '../http';
import { MESSAGES, tooDeep } from '../messages';
import { controlCharacterAt, controlInText, jsonDepthExceeds } from './input';
import { issueLines } from '../validation';

export function jsonBody<S extends z.ZodType>(schema: S) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    const text = await c.req.text();
    let body: unknown;
    if (text.trim() !== '') {
      if (jsonDepthExceeds(text)) return fail(c, 400, tooDeep());
      try {
        body = JSON.parse(text);
      } catch {
        return fail(c, 400, MESSAGES.notJson);
      }
      const control = controlCharacterAt(body);
      if (control !== undefined) return fail(c, 400, controlInText(control));
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
