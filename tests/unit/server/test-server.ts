/**
 * The real server for the handler tests' `server-http` run: in this process, PGlite in memory, a
 * free port, with the console's simulation the tests steer. Every /api/_console call from the tests
 * carries the admin token, as an admin's would.
 */
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import type { Clock } from '@backend/clock';
import type { PaymentGateways } from '@backend/payments';
import type { Simulation } from '@backend/simulation/simulation';
import type { Shop } from '@backend/store/shop';
import type { Tokens } from '@backend/tokens';
import { parseConfig } from '../../../server/config';
import { startServer } from '../../../server/start';

const ADMIN_TOKEN = 'handler-tests-admin-token-0123';

export interface TestServer {
  url: string;
  deps: { shop: Shop; tokens: Tokens; clock: Clock; payments: PaymentGateways };
  /** fetch, with the admin token on console paths. */
  send(path: string, init: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: { simulation?: Simulation; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    GLAMOUR_DATA_DIR: 'memory://',
    GLAMOUR_DIST_DIR: '/nonexistent-dist',
    GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
    // Hundreds of logins and todos a minute from one address: the limits have their own tests
    // (security/).
    GLAMOUR_RATE_LIMIT_PER_IP: '0',
    GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '0',
    GLAMOUR_RATE_LIMIT_TODOS_PER_IP: '0',
    // A real PostgreSQL instead (DATABASE_URL), for the tests that run on both.
    ...options.env,
  });
  // The hashing setting has its own test (auth-settings.test.ts); hundreds of logins here need speed.
  const server = await startServer(
    { ...config, passwordIterations: 20_000 },
    { quiet: true, simulation: options.simulation },
  );
  await server.ready;
  const deps = server.deps();
  if (!deps) throw new Error('the test server is ready but has no API');
  return {
    url: server.url,
    deps,
    send(path, init) {
      const headers = new Headers(init.headers);
      if (new URL(path, server.url).pathname.startsWith('/api/_console'))
        headers.set(ADMIN_TOKEN_HEADER, ADMIN_TOKEN);
      return fetch(server.url + path, { ...init, headers });
    },
    close: () => server.close(),
  };
}
