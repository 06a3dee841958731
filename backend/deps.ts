/** Everything the API touches, handed to createApi: no route reaches for a module-level singleton. */
import type { Clock } from './clock';
import type { Passwords } from './passwords';
import type { Context } from 'hono';
import type { PaymentGateways } from './payments';
import type { RateLimits } from './rate-limits';
import type { Simulation } from './simulation/simulation';
import type { Shop } from './store/shop';
import type { Tokens } from './tokens';

export interface ApiDeps {
  /** The shop's storage, one repository per aggregate (backend/store/shop.ts). */
  shop: Shop;
  clock: Clock;
  tokens: Tokens;
  passwords: Passwords;
  payments: PaymentGateways;
  /** The console's latency, failure injection and request log: the browser, stories and tests. */
  simulation?: Simulation;
  /**
   * Who may use the console (/api/_console/*). Absent: anyone (the back end runs in the page that
   * calls it). Present: only a request with this admin token; an undefined token locks it for all.
   */
  admin?: { token: string | undefined };
  /** The largest request body read, in bytes (default 64 kB), counted while it is read. */
  maxBodyBytes?: number;
  /** Server mode: each caller of /api/test-todos has a list of their own (routes/test-todos.ts). */
  todosPerCaller?: boolean;
  /** Login, signup and newsletter limits (server mode); absent: nothing is counted. */
  rateLimits?: RateLimits;
  /** The caller's address, for the per-address limits (server mode: the socket's, or a proxy's). */
  clientIp?: (c: Context) => string | undefined;
  /** The largest body of the admin's store import, POST /api/_console/store (default 10 MB). */
  maxImportBytes?: number;
  /**
   * How long a guest account (POST /api/auth/guest) lives unless its visitor signs up, in days
   * (default 7; server mode: GLAMOUR_GUEST_DAYS). The server's sweep removes it after that.
   */
  guestDays?: number;
  /**
   * The largest order amount paid on delivery, in rupees (default COD_LIMIT_RUPEES in
   * src/domain/stock.ts; server mode: GLAMOUR_COD_LIMIT). Above it a Cash on Delivery order is 409.
   */
  codLimit?: number;
  /**
   * Minutes an unpaid online order holds its stock (default ORDER_HOLD_MINUTES in
   * src/domain/stock.ts; server mode: GLAMOUR_ORDER_HOLD_MINUTES). The payment sweep ends it after.
   */
  orderHoldMinutes?: number;
  /**
   * Days after delivery a shopper may ask to return an order (default RETURN_DAYS in
   * backend/messages.ts; server mode: GLAMOUR_RETURN_DAYS). Stored on the order at delivery.
   */
  returnDays?: number;
}
