/** The memory side's two ways into one shopper's records: a copy to read, a rule to write with. */
import { MESSAGES } from '../messages';
import type { Engine } from './engine';
import { refusal, success, type Outcome } from './outcome';
import type { DbState, UserRow } from './schema';
import { onUser } from './user-ops';

export function readUser<T>(
  engine: Engine,
  userId: string,
  pick: (user: UserRow) => T,
): Promise<Outcome<T>> {
  return engine.read((db) => {
    const user = db.users.find((u) => u._id === userId);
    return user
      ? success(structuredClone(pick(user)))
      : refusal('not-found', MESSAGES.notRegistered);
  });
}

export function writeUser<T>(
  engine: Engine,
  userId: string,
  op: (user: UserRow, db: DbState) => Outcome<T>,
): Promise<Outcome<T>> {
  return engine.write((draft) => onUser(draft, userId, op));
}
