/** Errors a store may throw that the API answers with a status of their own (see app.ts onError). */

/** The database behind the store cannot be reached: 503, nothing was changed. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the database cannot be reached', { cause });
    this.name = 'StoreUnavailableError';
  }
}
