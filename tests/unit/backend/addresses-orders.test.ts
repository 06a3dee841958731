import { beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@/domain/types';
import { ADDRESS_FIELD_MESSAGES as M } from '@/domain/input-messages';
import {
  call,
  DEMO_ADDRESS_ID,
  ERRORS,
  loginDemo,
  setupBackend,
  signup,
  type ErrorBody,
} from './support';

setupBackend();

// Orders: tests/unit/backend/orders.test.ts.
type AddressesBody = ErrorBody & { addresses: Address[] };

const home = {
  userName: 'Ravi Kumar',
  houseNumber: '12, Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456789,
};

let token: string;
beforeEach(async () => {
  token = await loginDemo();
});

const addresses = async (t = token) =>
  (await call<AddressesBody>('GET', '/api/user/addresses', { token: t })).body.addresses;

describe('addresses', () => {
  it('the demo account starts with its sample address; a new account with none', async () => {
    const list = await addresses();
    expect(list).toEqual([
      expect.objectContaining({ id: DEMO_ADDRESS_ID, city: 'Bengaluru', pincode: 560001 }),
    ]);
    expect(await addresses(await signup())).toEqual([]);
  });

  it('POST adds an address with a server id (201); numeric strings are stored as numbers', async () => {
    const { status, body } = await call<AddressesBody>('POST', '/api/user/addresses', {
      token,
      body: { address: { ...home, pincode: '411001', mobileNumber: ' 9123456789 ' } },
    });
    expect(status).toBe(201);
    expect(body.addresses).toHaveLength(2);
    const added = body.addresses[1] as Address;
    expect(added).toEqual({ ...home, id: expect.any(String) });
    expect(added.id).not.toBe('');
  });

  it('POST /:addressId replaces the address, DELETE removes it; 404 for unknown ids', async () => {
    const updated = await call<AddressesBody>('POST', `/api/user/addresses/${DEMO_ADDRESS_ID}`, {
      token,
      body: { address: home },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.addresses).toEqual([{ ...home, id: DEMO_ADDRESS_ID }]);
    const unknownUpdate = await call('POST', '/api/user/addresses/nope', {
      token,
      body: { address: home },
    });
    expect(unknownUpdate).toEqual({
      status: 404,
      body: { errors: ['No address has the id "nope".'] },
    });
    const deleted = await call<AddressesBody>('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, {
      token,
    });
    expect(deleted).toEqual({ status: 200, body: { addresses: [] } });
    expect((await call('DELETE', `/api/user/addresses/${DEMO_ADDRESS_ID}`, { token })).status).toBe(
      404,
    );
  });

  it.each([
    [{ ...home, userName: '' }, `address.userName: ${M.userName}`],
    [{ ...home, houseNumber: undefined }, 'address.houseNumber: must be text'],
    [{ ...home, city: '  ' }, `address.city: ${M.city}`],
    [{ ...home, state: 7 }, 'address.state: must be text'],
    [{ ...home, country: '' }, `address.country: ${M.country}`],
    [{ ...home, pincode: 41100 }, `address.pincode: ${M.pincodeFormat}`],
    [{ ...home, pincode: '4110011' }, `address.pincode: ${M.pincodeFormat}`],
    [{ ...home, pincode: '41a001' }, `address.pincode: ${M.pincodeFormat}`],
    [{ ...home, pincode: '011001' }, `address.pincode: ${M.pincodeFormat}`],
    [{ ...home, mobileNumber: 912345678 }, `address.mobileNumber: ${M.mobileFormat}`],
    [{ ...home, mobileNumber: '+919123456789' }, `address.mobileNumber: ${M.mobileFormat}`],
    [{ ...home, mobileNumber: null }, `address.mobileNumber: ${M.mobileNumber}`],
    // One rule with the form: a mobile number starts with 6 to 9.
    [{ ...home, mobileNumber: 5876543210 }, `address.mobileNumber: ${M.mobileFormat}`],
  ])('refuses an invalid address with 400 (%#)', async (address, message) => {
    for (const [method, path] of [
      ['POST', '/api/user/addresses'],
      ['POST', `/api/user/addresses/${DEMO_ADDRESS_ID}`],
    ] as const) {
      const answer = await call(method, path, { token, body: { address } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContain(message);
    }
    expect((await addresses())[0]?.city).toBe('Bengaluru');
  });

  it('refuses a body without an address, and calls without a token', async () => {
    expect((await call('POST', '/api/user/addresses', { token, body: home })).status).toBe(400);
    expect((await call('GET', '/api/user/addresses')).body.errors).toEqual([ERRORS.badToken]);
    expect((await call('POST', '/api/user/addresses', { body: { address: home } })).status).toBe(
      401,
    );
  });
});
