/**
 * Attack: Login As Guest shared one demo account among all visitors, so one read
 * and deleted another's addresses, phone numbers and cart. Against the real server process, on
 * PGlite and on PostgreSQL, each visitor's Login As Guest (POST /api/auth/guest, what the remote
 * build calls) is an account of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Address, CartLineRecord } from '@/domain/types';
import { PRODUCT } from '../../backend/support';
import { SHOP_KINDS, useShop } from './shop';

describe.each(SHOP_KINDS)('two visitors who press Login As Guest on %s', (kind) => {
  const shop = useShop(kind);

  const visitor = async () => {
    const answer = await shop().call<{ encodedToken: string }>('POST', '/api/auth/guest');
    expect(answer.status).toBe(201);
    return answer.body.encodedToken;
  };

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
    const added = await shop().call<{ addresses: Address[] }>('POST', '/api/user/addresses', {
      token: alice,
      body: { address: secret },
    });
    expect(added.status).toBe(201);
    await shop().call('POST', '/api/user/cart', {
      token: alice,
      body: { product: { _id: PRODUCT.foundation } },
    });

    const seen = await shop().call<{ addresses: Address[] }>('GET', '/api/user/addresses', {
      token: mallory,
    });
    expect(JSON.stringify(seen.body)).not.toContain('Alice Private');
    const cart = await shop().call<{ cart: CartLineRecord[] }>('GET', '/api/user/cart', {
      token: mallory,
    });
    expect(cart.body.cart).toEqual([]);

    for (const address of added.body.addresses) {
      const deleted = await shop().call('DELETE', `/api/user/addresses/${address.id}`, {
        token: mallory,
      });
      expect(deleted.status).toBe(404);
    }
    const still = await shop().call<{ addresses: Address[] }>('GET', '/api/user/addresses', {
      token: alice,
    });
    expect(still.body.addresses.map((a) => a.userName)).toContain('Alice Private');
  });
});
