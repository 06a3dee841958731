/**
 * The shopper's address book (at most MAX_ADDRESSES). The rules are ./user-ops.ts's; the SQL side is
 * server/db/addresses.ts.
 */
import type { Address, AddressInput } from '@/domain/types';
import type { Clock } from '../clock';
import type { Engine } from './engine';
import type { Outcome } from './outcome';
import { readUser, writeUser } from './user-records';
import * as ops from './user-ops';

/** Every call refuses 'not-found' (MESSAGES.notRegistered) when the account is gone. */
export interface AddressesRepository {
  list(userId: string): Promise<Outcome<Address[]>>;
  /** A full book: 'conflict'. */
  add(userId: string, input: AddressInput): Promise<Outcome<Address[]>>;
  /** An unknown address: 'not-found'. */
  update(userId: string, addressId: string, input: AddressInput): Promise<Outcome<Address[]>>;
  remove(userId: string, addressId: string): Promise<Outcome<Address[]>>;
}

export function createMemoryAddresses(engine: Engine, clock: Clock): AddressesRepository {
  return {
    list: (userId) => readUser(engine, userId, (u) => u.addresses),
    add: (userId, input) => writeUser(engine, userId, ops.addAddress(clock.newId(), input)),
    update: (userId, addressId, input) =>
      writeUser(engine, userId, ops.updateAddress(addressId, input)),
    remove: (userId, addressId) => writeUser(engine, userId, ops.deleteAddress(addressId)),
  };
}
