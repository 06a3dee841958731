/**
 * The real server for the handler tests' `server-http` run: in this process (so the tests' own
 * getStore() and configureBackend() reach the same back end), PGlite in memory, a free port. Every
 * /api/_console call from the tests carries the admin token, as an admin's would.
 */
import { ADMIN_TOKEN_HEADER } from '../../../server/app';
import { parseConfig } from '../../../server/config';
import { startServer } from '../../../server/start';

const ADMIN_TOKEN = 'handler-tests-admin-token-0123';

export async function startTestServer(): Promise<{ url: string; close(): Promise<void> }> {
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    GLAMOUR_DATA_DIR: 'memory://',
    GLAMOUR_DIST_DIR: '/nonexistent-dist',
    GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
  });
  // The hashing setting has its own test (auth-settings.test.ts); hundreds of logins here need speed.
  const server = await startServer({ ...config, passwordIterations: 20_000 }, { quiet: true });
  await server.ready;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(server.url) || !new URL(url).pathname.startsWith('/api/_console'))
      return plainFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(ADMIN_TOKEN_HEADER, ADMIN_TOKEN);
    return plainFetch(input, { ...init, headers });
  };
  return {
    url: server.url,
    async close() {
      globalThis.fetch = plainFetch;
      await server.close();
    },
  };
}
