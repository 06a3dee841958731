/**
 * The first handler: anything that is not /api/* (the app's own chunks, images and fonts, the
 * payment provider's script) goes to the network at once. Without it, MSW would try every route
 * on each such request before letting it through: a few milliseconds of main thread per image,
 * many of them while the page loads.
 */
import { http, passthrough } from 'msw';

export const assetHandlers = [
  http.all(
    ({ request }) => !new URL(request.url).pathname.startsWith('/api/'),
    () => passthrough(),
  ),
];
