/**
 * A database that gave up on one statement (a lock or statement timeout) answers "busy, try again"
 * with Retry-After; one that cannot be reached keeps its own answer (backend/errors.ts, app.ts).
 */
import { describe, expect, it } from 'vitest';
import { isBusy, StoreUnavailableError } from '@backend/errors';

describe('isBusy', () => {
  it("reads PostgreSQL's lock_not_available and query_canceled, directly or wrapped", () => {
    expect(isBusy({ code: '55P03' })).toBe(true);
    expect(isBusy({ code: '57014' })).toBe(true);
    expect(isBusy(new StoreUnavailableError({ code: '55P03' }))).toBe(true);
    expect(isBusy(new AggregateError([new Error('x'), { code: '57014' }]))).toBe(true);
  });

  it('leaves an unreachable database, other errors and non-errors alone', () => {
    expect(isBusy({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isBusy({ code: '57P01' })).toBe(false);
    expect(isBusy({ code: '23505' })).toBe(false);
    expect(isBusy(new StoreUnavailableError())).toBe(false);
    expect(isBusy(undefined)).toBe(false);
    expect(isBusy('57014')).toBe(false);
  });

  it('stops on an error that wraps itself', () => {
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isBusy(loop)).toBe(false);
  });
});
