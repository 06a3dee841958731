/** Errors a store may throw that the API answers with a status of their own (see app.ts onError). */

/** The database behind the store cannot be reached: 503, nothing was changed. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the database cannot be reached', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * PostgreSQL's codes for a database that answers but gave up on one statement: lock_not_available
 * (the lock timeout: another session holds the row) and query_canceled (the statement timeout).
 * Trying again in a moment usually works, so these answer "busy" rather than "cannot be reached".
 */
const BUSY_CODES: ReadonlySet<string> = new Set(['55P03', '57014']);

/** Retry-After (seconds) of a busy answer: about one lock timeout. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Whether `error` (or an error it wraps: `cause`, or `errors` of an AggregateError) is a busy one. */
export function isBusy(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some((item) => isBusy(item, depth + 1))) return true;
  return isBusy(cause, depth + 1);
}

/** The answer to a busy database (503 with Retry-After). */
export const STORE_BUSY_MESSAGE =
  'The shop is busy right now. Nothing was changed; please try again in a moment.';
