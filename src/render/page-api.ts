/**
 * How a page's `load` (src/render/pages.ts) reads the API app in process: JSON for a 2xx answer, a
 * typed `{ notFound }` for a 404 where the page asks for one, and a thrown `ApiAnswerError` with the
 * status for anything else.
 */

/** Anything that answers an API request in process: the API app's `request`. */
export interface InProcessApi {
  request(path: string): Response | Promise<Response>;
}

/** A load's other outcome: what it looked for does not exist, so the not-found page shows (404). */
export interface NotFound {
  /** What was not found (an API path, or the page's own path): for logs and tests. */
  readonly notFound: string;
}

export const notFound = (what: string): NotFound => ({ notFound: what });

export function isNotFound(value: unknown): value is NotFound {
  return typeof value === 'object' && value !== null && 'notFound' in value;
}

/** An API answer a page cannot be rendered from (the caller serves the build's file instead). */
export class ApiAnswerError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`render: ${path} answered ${status}`);
    this.name = 'ApiAnswerError';
  }

  /** The back end refused the request itself (a 4xx other than 404: a query it does not take). */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 404;
  }
}

export interface PageApi {
  /** The answer's JSON; throws ApiAnswerError for any answer but a 2xx. */
  json<T>(path: string): Promise<T>;
  /** The answer's JSON, or `{ notFound: path }` when the API answers 404. */
  find<T>(path: string): Promise<T | NotFound>;
}

export function pageApi(api: InProcessApi): PageApi {
  async function read<T>(path: string, missing: 'throw' | 'answer'): Promise<T | NotFound> {
    const response = await api.request(path);
    if (response.status === 404 && missing === 'answer') return notFound(path);
    if (!response.ok) throw new ApiAnswerError(path, response.status);
    return (await response.json()) as T;
  }
  return {
    json: <T>(path: string) => read<T>(path, 'throw') as Promise<T>,
    find: <T>(path: string) => read<T>(path, 'answer'),
  };
}
