/**
 * The back end as it runs inside a page, a story or a Node test: the API over the memory or
 * localStorage shop, signed with the public token label (backend/tokens.ts), paid through the
 * simulated provider, with the console's simulation. Each call builds a fresh one; nothing is shared.
 */
import { createApi, type Api } from './app';
import { systemClock, type Clock } from './clock';
import { createPasswords, type Passwords } from './passwords';
import { paymentGateways, type PaymentGateways } from './payments';
import {
  settlementOf,
  startPaymentSweep,
  sweepPayments,
  type PaymentSweep,
  type SweepSettings,
} from './settlement';
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
  /** Reconciliation and hold expiry, as a server runs them (backend/settlement/sweep.ts). */
  paymentSweep: PaymentSweep;
}

/** The page's payment sweep: every minute, asking about orders pending for two minutes. */
export const SIMULATED_SWEEP = { everyMs: 60_000, reconcileAfterMs: 120_000 };

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
  /**
   * The payment sweep's timing (default SIMULATED_SWEEP; its first round is one interval in). A
   * caller that brings its own clock and no timing (Storybook pins it: nothing ever ages) gets no
   * timer; `sweep()` still runs a round when asked.
   */
  paymentSweep?: SweepSettings & { everyMs: number };
  /** Days after delivery a return may be asked for (default RETURN_DAYS). */
  returnDays?: number;
}

export function createSimulatedBackend(options: SimulatedBackendOptions = {}): SimulatedBackend {
  const clock = options.clock ?? systemClock();
  const passwords = createPasswords();
  const tokens = createTokens(undefined, () => clock.now());
  const simulation = options.simulation ?? createSimulation();
  const seed = createSeeder(passwords);
  const shop = createMemoryShop(
    options.persistence ?? memoryPersistence(),
    () => seed({ catalogSize: options.catalogSize }),
    clock,
  );
  const payments = options.payments ?? paymentGateways();
  const api = createApi({
    shop,
    clock,
    tokens,
    passwords,
    payments,
    simulation,
    returnDays: options.returnDays,
  });
  const sweepSettings = options.paymentSweep ?? SIMULATED_SWEEP;
  const round = () => sweepPayments(settlementOf({ shop, payments }), clock.now(), sweepSettings);
  const paymentSweep: PaymentSweep =
    options.clock && !options.paymentSweep
      ? { sweep: round, stop: () => Promise.resolve() }
      : startPaymentSweep({ everyMs: sweepSettings.everyMs, atStart: false, round });
  return {
    api,
    shop,
    store: shop.admin,
    simulation,
    clock,
    tokens,
    passwords,
    payments,
    paymentSweep,
  };
}
