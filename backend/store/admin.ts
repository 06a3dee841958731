/**
 * The console's whole-shop operations: back to the seed, export, import. The whole-shop document
 * (./schema.ts) is what they exchange; the memory side keeps it as is, the SQL side maps it to its
 * tables (each of server/db's repositories maps its own share).
 */
import type { Clock } from '../clock';
import type { Engine } from './engine';
import type { DbState } from './schema';
import { importedOutbox } from './outbox';

export interface AdminRepository {
  /** Back to the seed data. Throws StorageFullError when the browser cannot keep it. */
  reset(): Promise<void>;
  /** A copy of everything (the console's export). */
  snapshot(): Promise<DbState>;
  /** Replaces everything with an already validated document (the console's import). */
  replace(state: DbState): Promise<void>;
}

export function createMemoryAdmin(engine: Engine, clock: Clock): AdminRepository {
  return {
    reset: () => {
      clock.restartIds();
      return engine.reset();
    },
    snapshot: () => engine.read((db) => structuredClone(db)),
    replace: (state) =>
      engine.replace(state.outbox ? { ...state, outbox: importedOutbox(state.outbox) } : state),
  };
}
