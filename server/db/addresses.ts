/**
 * The address book on PostgreSQL. A change or a removal is one statement that says why when it
 * changed nothing; an addition counts the book first (at most MAX_ADDRESSES), so it holds the
 * account's row while it does, and two additions at once cannot both take the last place.
 */
import { z } from 'zod';
import type { Address, AddressInput } from '@/domain/types';
import type { Clock } from '@backend/clock';
import { addressBookFull, MAX_ADDRESSES, MESSAGES, unknownAddress } from '@backend/messages';
import type { AddressesRepository } from '@backend/store/addresses';
import { refusal, success, type Outcome } from '@backend/store/outcome';
import { addressSchema } from '@backend/store/schema';
import { guard } from './errors';
import { assign, idsOf, rowsOf, type UserRecords } from './parts';
import type { Database, Queryable } from './sql';

const ADDRESS_JSON = `json_build_object('id', a.id, 'userName', a.user_name,
  'houseNumber', a.house_number, 'city', a.city, 'state', a.state, 'country', a.country,
  'pincode', a.pincode, 'mobileNumber', a.mobile_number)`;
const addressList = z.array(addressSchema);
const notRegistered = refusal('not-found', MESSAGES.notRegistered);

async function book(tx: Queryable, userId: string): Promise<Outcome<Address[]>> {
  const [row] = await tx.query<{ list: unknown }>(
    `SELECT (SELECT coalesce(json_agg(${ADDRESS_JSON} ORDER BY a.position), '[]'::json)
       FROM addresses a WHERE a.user_id = u.id) AS list
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ? success(addressList.parse(row.list)) : notRegistered;
}

const fields = (input: AddressInput) => [
  input.userName,
  input.houseNumber,
  input.city,
  input.state,
  input.country,
  input.pincode,
  input.mobileNumber,
];

export function createPgAddresses(db: Database, clock: Clock): AddressesRepository {
  /** `write` changes one address of the user; its rows say whether the address was there. */
  const onAddress = (userId: string, addressId: string, write: string, params: unknown[]) =>
    guard(async () => {
      const [row] = await db.query<{ user_found: boolean; changed: boolean }>(
        `WITH w AS (${write})
         SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_found,
           EXISTS (SELECT 1 FROM w) AS changed`,
        [userId, addressId, ...(params as (string | number)[])],
      );
      if (!row?.user_found) return notRegistered;
      if (!row.changed) return refusal('not-found', unknownAddress(addressId));
      return book(db, userId);
    });

  return {
    list: (userId) => guard(() => book(db, userId)),
    add: (userId, input) =>
      guard(() =>
        db.transaction(async (tx) => {
          const locked = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
          if (locked.length === 0) return notRegistered;
          const added = await tx.query(
            `INSERT INTO addresses (user_id, id, user_name, house_number, city, state, country,
               pincode, mobile_number)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
             WHERE (SELECT count(*) FROM addresses WHERE user_id = $1) < $10 RETURNING 1`,
            [userId, clock.newId(), ...fields(input), MAX_ADDRESSES],
          );
          if (added.length === 0) return refusal('conflict', addressBookFull());
          return book(tx, userId);
        }),
      ),
    update: (userId, addressId, input) =>
      onAddress(
        userId,
        addressId,
        `UPDATE addresses SET user_name = $3, house_number = $4, city = $5, state = $6,
           country = $7, pincode = $8, mobile_number = $9
         WHERE user_id = $1 AND id = $2 RETURNING 1`,
        fields(input),
      ),
    remove: (userId, addressId) =>
      onAddress(
        userId,
        addressId,
        'DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING 1',
        [],
      ),
  };
}

export const addressRecords: UserRecords = {
  tables: ['addresses'],
  async load(tx, users) {
    const rows = await tx.query<{ user_id: string; list: unknown }>(
      `SELECT a.user_id, json_agg(${ADDRESS_JSON} ORDER BY a.position) AS list FROM addresses a
       WHERE a.user_id IN (SELECT value FROM json_array_elements_text($1::text::json))
       GROUP BY a.user_id`,
      [idsOf(users)],
    );
    assign(
      users,
      'addresses',
      rows.map((r) => ({ ...r, list: addressList.parse(r.list) })),
    );
  },
  async insert(tx, users) {
    const rows = users.flatMap((u) => u.addresses.map((a) => ({ ...a, userId: u._id })));
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO addresses (user_id, id, user_name, house_number, city, state, country, pincode,
         mobile_number)
       SELECT v->>'userId', v->>'id', v->>'userName', v->>'houseNumber', v->>'city', v->>'state',
         v->>'country', (v->>'pincode')::bigint, (v->>'mobileNumber')::bigint
       ${rowsOf('$1')} ORDER BY n`,
      [JSON.stringify(rows)],
    );
  },
};
