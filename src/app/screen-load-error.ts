/**
 * A screen's code could not be had (its chunk did not arrive, or threw as it ran). The browser keeps
 * a module's failure for the life of the page and React.lazy keeps its own, so asking again in the
 * page never works: the error screen's Try again loads the page afresh instead.
 */
export class ScreenLoadError extends Error {
  override name = 'ScreenLoadError';

  constructor(cause: unknown) {
    // The cause's own words: the error screen shows them, and the logs match on them.
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}
