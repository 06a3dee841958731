/**
 * Attack (issue 25, item 2): Login As Guest shared one demo account among all visitors, so one read
 * and deleted another's addresses, phone numbers and cart. Against the real server process, each
 * visitor's Login As Guest (POST /api/auth/guest, what the remote build calls) is an account of
 * its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, CartLineRecord } from '@/domain/types';
import { PRODUCT } from '../../backend/support';
import {
  buildServer,
  callServer,
  startServerProcess,
  type BuiltServer,
  type ServerProcess,
} from './real-server';

let built: BuiltServer;
let shop: ServerProcess;

beforeAll(async () => {
  built = await buildServer();
  shop = await startServerProcess(built);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await built?.remove();
});

const visitor = async () => {
  const answer = await callServer<{ encodedToken: string }>(shop, 'POST', '/api/auth/guest');
  expect(answer.status).toBe(201);
  return answer.body.encodedToken;
};

describe('two visitors who press Login As Guest', () => {
  it('see neither the other’s addresses nor cart, and cannot delete them', async () => {
    const alice = await visitor();
    const mallory = await visitor();
    const secret = {
      userName: 'Alice Private',
      houseNumber: '9 Hidden Lane',
      city: 'Mysuru',
      state: 'Karnataka',
      country: 'India',
      pincode: 570001,
      mobileNumber: 9000000001,
    };
    const added = await callServer<{ addresses: Address[] }>(shop, 'POST', '/api/user/addresses', {
      token: alice,
      body: { address: secret },
    });
    expect(added.status).toBe(201);
    await callServer(shop, 'POST', '/api/user/cart', {
      token: alice,
      body: { product: { _id: PRODUCT.foundation } },
    });

    const seen = await callServer<{ addresses: Address[] }>(shop, 'GET', '/api/user/addresses', {
      token: mallory,
    });
    expect(JSON.stringify(seen.body)).not.toContain('Alice Private');
    const cart = await callServer<{ cart: CartLineRecord[] }>(shop, 'GET', '/api/user/cart', {
      token: mallory,
    });
    expect(cart.body.cart).toEqual([]);

    for (const address of added.body.addresses) {
      const deleted = await callServer(shop, 'DELETE', `/api/user/addresses/${address.id}`, {
        token: mallory,
      });
      expect(deleted.status).toBe(404);
    }
    const still = await callServer<{ addresses: Address[] }>(shop, 'GET', '/api/user/addresses', {
      token: alice,
    });
    expect(still.body.addresses.map((a) => a.userName)).toContain('Alice Private');
  });
});
