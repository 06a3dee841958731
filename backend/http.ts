/**
 * What every route answers with: JSON, the error shape of docs/shop/errors.md ("Refusal shape"), a
 * storage refusal as its status.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Outcome, Refusal } from './store/outcome';

/** The JSON body of a failure: `{ errors: [message, …] }` (docs/api.md). */
export function fail(c: Context, status: ContentfulStatusCode, ...errors: string[]): Response {
  return c.json({ errors }, status);
}

const REFUSAL_STATUS: Record<Refusal['reason'], ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  exists: 422,
  unsaved: 507,
};

export function refused(c: Context, refusal: Refusal): Response {
  return fail(c, REFUSAL_STATUS[refusal.reason], refusal.message);
}

/** A storage call's answer: its value as `body` makes it (with `status`), or its refusal. */
export function reply<T>(
  c: Context,
  outcome: Outcome<T>,
  body: (value: T) => object,
  status: ContentfulStatusCode = 200,
): Response {
  return outcome.ok ? c.json(body(outcome.value), status) : refused(c, outcome);
}
