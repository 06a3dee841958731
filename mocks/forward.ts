/** The one MSW handler of every mode: any /api/* request goes to the Hono app, as it is. */
import { http, HttpResponse } from 'msw';

export interface FetchesApi {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * Whether a request is for the API: its path starts with /api/ on any origin (the page's in the
 * browser, http://localhost in Node). A path pattern such as `*\/api/*` would also take the dev
 * server's own modules (/src/api/cart.ts) away from it.
 */
export const isApiRequest = ({ request }: { request: Request }): boolean =>
  new URL(request.url).pathname.startsWith('/api/');

export const forwardTo = (api: FetchesApi) =>
  http.all(isApiRequest, async ({ request }) => {
    const response = await api.fetch(request);
    // A Response built in JavaScript has no reason phrase; an HTTP server sends one ('200 OK'), and
    // the request tester shows it. msw's HttpResponse fills it in from the status.
    if (response.type === 'error' || response.statusText) return response;
    return new HttpResponse(response.body, {
      status: response.status,
      headers: response.headers,
    });
  });
