/** The last handler: any other /api/* request gets a 404 naming its method and path. */
import { unknownRoute } from '@backend/messages';
import { fail, route } from './http';

export const unknownHandlers = [
  route('unknown', 'all', '/api/*', async ({ request }) =>
    fail(404, unknownRoute(request.method, new URL(request.url).pathname)),
  ),
];
