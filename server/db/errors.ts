/**
 * The two ways a database error becomes an answer, written once for every repository: the database
 * cannot be reached (503, backend/app.ts), and a unique index refused a row (a refusal of the
 * caller's choosing, e.g. 'exists' for a taken email).
 */
import { StoreUnavailableError } from '@backend/errors';
import type { Outcome, Refusal } from '@backend/store/outcome';
import { isUnavailable } from './sql';

/** Runs `work`; a lost or overloaded database is rethrown as StoreUnavailableError. */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(error)) throw new StoreUnavailableError(error);
    throw error;
  }
}

/** PostgreSQL's unique_violation (postgres.js and PGlite both carry the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Runs `work` (guarded); a unique violation answers `duplicate` instead, having changed nothing. */
export function unlessDuplicate<T>(
  work: () => Promise<Outcome<T>>,
  duplicate: Refusal,
): Promise<Outcome<T>> {
  return guard(async () => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) return duplicate;
      throw error;
    }
  });
}
