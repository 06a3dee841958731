/**
 * The back end as it runs inside a page, a story or a Node test: the API over the memory or
 * localStorage shop, signed with the public token label (backend/tokens.ts), paid through the
 * simulated provider, with the console's simulation. Each call builds a fresh one; nothing is shared.
 */
import { createApi, type Api } from './app';
import { systemClock, type Clock } from './clock';
import { createPasswords, type Passwords } from './passwords';
import { paymentGateways, type PaymentGateways } from './payments';
import { createSimulation, type Simulation } from './simulation/simulation';
import { memoryPersistence, type Persistence } from './store/persistence';
import { createSeeder } from './store/seed';
import type { AdminRepository } from './store/admin';
import { createMemoryShop, type Shop } from './store/shop';
import { createTokens, type Tokens } from './tokens';

export interface SimulatedBackend {
  api: Api;
  shop: Shop;
  /** The whole shop as one document (reset, export, import): the shop's admin repository. */
  store: AdminRepository;
  simulation: Simulation;
  clock: Clock;
  tokens: Tokens;
  passwords: Passwords;
  payments: PaymentGateways;
}

export interface SimulatedBackendOptions {
  /** Where the store is kept: memory (the default) or the browser's localStorage. */
  persistence?: Persistence;
  /** A generated catalogue of this many products instead of the seed's 25. */
  catalogSize?: number;
  /** Storybook pins it (pinnedClock) so screenshots never change. */
  clock?: Clock;
  /** Latency 0 and no failures unless given. */
  simulation?: Simulation;
  /** The simulated provider unless given (a test of Razorpay passes the server's choice). */
  payments?: PaymentGateways;
}

export function createSimulatedBackend(options: SimulatedBackendOptions = {}): SimulatedBackend {
  const clock = options.clock ?? systemClock();
  const passwords = createPasswords();
  const tokens = createTokens();
  const simulation = options.simulation ?? createSimulation();
  const seed = createSeeder(passwords);
  const shop = createMemoryShop(
    options.persistence ?? memoryPersistence(),
    () => seed({ catalogSize: options.catalogSize }),
    clock,
  );
  const payments = options.payments ?? paymentGateways();
  const api = createApi({ shop, clock, tokens, passwords, payments, simulation });
  return { api, shop, store: shop.admin, simulation, clock, tokens, passwords, payments };
}
