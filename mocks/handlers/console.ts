/**
 * The back-end console's API (contract: src/domain/console.ts), used by the /mockman console:
 * settings and failure injection, the request log, reset, export/import of the store, and the route
 * table. These routes are never delayed, failure-injected or logged.
 */
import { getSettings, setSettings } from '@backend/config';
import { getStore } from '@backend/store';
import { StorageFullError } from '@backend/store/engine';
import { check, importBodySchema, logQuerySchema, settingsBodySchema } from '@backend/validation';
import { fail, json, parseBody, route } from './http';
import { entriesAfter } from './log';
import { routeTable } from './route-table';

/** A reset or import the browser cannot store answers 507 and leaves the old store in place. */
async function unlessStorageFull(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageFullError) return fail(507, error.message);
    throw error;
  }
}

export const consoleHandlers = [
  route('console', 'get', '/api/_console/settings', async () => json({ settings: getSettings() })),

  route('console', 'post', '/api/_console/settings', async ({ request }) => {
    const body = await parseBody(request, settingsBodySchema);
    if (!body.ok) return body.response;
    return json({ settings: setSettings(body.data.settings, { persist: true }) });
  }),

  route('console', 'get', '/api/_console/log', async ({ request }) => {
    const after = new URL(request.url).searchParams.get('after') ?? undefined;
    const query = check(logQuerySchema, { after });
    if (!query.ok) return fail(400, ...query.errors);
    return json({ entries: entriesAfter(query.data.after) });
  }),

  route('console', 'post', '/api/_console/reset', async () =>
    unlessStorageFull(async () => {
      await getStore().reset();
      return json({ ok: true });
    }),
  ),

  route('console', 'get', '/api/_console/store', async () =>
    json({ store: await getStore().snapshot() }),
  ),

  route('console', 'post', '/api/_console/store', async ({ request }) => {
    const body = await parseBody(request, importBodySchema);
    if (!body.ok) return body.response;
    return unlessStorageFull(async () => {
      await getStore().replace(body.data.store);
      return json({ ok: true });
    });
  }),

  route('console', 'get', '/api/_console/routes', async () => json({ routes: routeTable() })),
];
