/** The one MSW handler of every mode: any /api/* request goes to the Hono app, as it is. */
import { http } from 'msw';

export interface FetchesApi {
  fetch(request: Request): Response | Promise<Response>;
}

export const forwardTo = (api: FetchesApi) =>
  http.all('*/api/*', ({ request }) => api.fetch(request));
