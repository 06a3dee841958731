/**
 * Property: two shoppers share one store. Whatever random sequence of calls they make, each with
 * their own token, one shopper's calls never show or change the other's cart, wishlist, addresses or
 * orders, even when they name the other's address or order ids on purpose.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '@backend/store/schema';
import { seedProducts } from '@backend/store/seed';
import { ADDRESS_INPUT, backend, send, setupBackend } from './support';

setupBackend();

const NUM_RUNS = 60;
const SHOPPERS = ['a', 'b'] as const;
type Shopper = (typeof SHOPPERS)[number];
const other = (s: Shopper): Shopper => (s === 'a' ? 'b' : 'a');

const productIds = seedProducts.map((p) => p._id);
const address = (userName: string) => ({ address: { ...ADDRESS_INPUT, userName } });

/** Whose ids a step names: its own, or (the attack) the other shopper's. */
const whose = fc.constantFrom('own', 'other');
const stepArb = fc.record({
  by: fc.constantFrom(...SHOPPERS),
  op: fc.oneof(
    fc.record({ kind: fc.constant('cart.add'), product: fc.constantFrom(...productIds) }),
    fc.record({
      kind: fc.constant('cart.qty'),
      product: fc.constantFrom(...productIds),
      type: fc.constantFrom('increment', 'decrement'),
    }),
    fc.record({ kind: fc.constant('cart.remove'), product: fc.constantFrom(...productIds) }),
    fc.record({ kind: fc.constant('wishlist.add'), product: fc.constantFrom(...productIds) }),
    fc.record({ kind: fc.constant('wishlist.remove'), product: fc.constantFrom(...productIds) }),
    fc.record({ kind: fc.constant('address.add') }),
    fc.record({ kind: fc.constant('address.update'), whose, pick: fc.nat(3) }),
    fc.record({ kind: fc.constant('address.delete'), whose, pick: fc.nat(3) }),
    fc.record({ kind: fc.constant('order.place'), whose, pick: fc.nat(3) }),
    fc.record({
      kind: fc.constant('read'),
      list: fc.constantFrom('cart', 'wishlist', 'addresses', 'orders'),
    }),
  ),
});

type StepValue = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const ids: Record<Shopper, string> = { a: '', b: '' };
const tokens: Record<Shopper, string> = { a: '', b: '' };

async function row(s: Shopper): Promise<UserRow> {
  const user = await backend().shop.accounts.findById(ids[s]);
  if (!user) throw new Error(`shopper ${s} is gone`);
  return user;
}
const lists = (u: UserRow) => ({
  cart: u.cart,
  wishlist: u.wishlist,
  addresses: u.addresses,
  orders: u.orders,
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await send(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** Runs a step; `named` collects the ids the request itself carried (echoing those leaks nothing). */
async function run(step: StepValue, named: string[]): Promise<{ status: number; text: string }> {
  const token = tokens[step.by];
  const { op } = step;
  const pickFrom = async (w: 'own' | 'other', pick: number, list: 'addresses' | 'orders') => {
    const owner = await row(w === 'own' ? step.by : other(step.by));
    const items = owner[list];
    const item = items[pick % Math.max(1, items.length)];
    const id = !item ? 'no-such-id' : 'id' in item ? item.id : item._id;
    named.push(id);
    return id;
  };
  switch (op.kind) {
    case 'cart.add':
      return call('POST', '/api/user/cart', token, { product: { _id: op.product } });
    case 'cart.qty':
      return call('POST', `/api/user/cart/${op.product}`, token, { action: { type: op.type } });
    case 'cart.remove':
      return call('DELETE', `/api/user/cart/${op.product}`, token);
    case 'wishlist.add':
      return call('POST', '/api/user/wishlist', token, { product: { _id: op.product } });
    case 'wishlist.remove':
      return call('DELETE', `/api/user/wishlist/${op.product}`, token);
    case 'address.add':
      return call('POST', '/api/user/addresses', token, address(`Shopper ${step.by}`));
    case 'address.update': {
      const id = await pickFrom(op.whose, op.pick, 'addresses');
      return call('POST', `/api/user/addresses/${id}`, token, address(`Edited by ${step.by}`));
    }
    case 'address.delete': {
      const id = await pickFrom(op.whose, op.pick, 'addresses');
      return call('DELETE', `/api/user/addresses/${id}`, token);
    }
    case 'order.place': {
      const addressId = await pickFrom(op.whose, op.pick, 'addresses');
      return call('POST', '/api/user/orders', token, { addressId, paymentId: `pay_${step.by}` });
    }
    case 'read':
      return call('GET', `/api/user/${op.list}`, token);
  }
}

beforeEach(async () => {
  await backend().shop.admin.reset();
  for (const s of SHOPPERS) {
    const created = await backend().shop.accounts.create({
      _id: `shopper-${s}`,
      firstName: s.toUpperCase(),
      lastName: 'Shopper',
      email: `${s}@cross.test`,
      tokenVersion: 0,
      createdAt: 'now',
      updatedAt: 'now',
      // Never logged in with a password here: the tokens are signed directly.
      passwordHash:
        'pbkdf2-sha256$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      extra: {},
      cart: [],
      wishlist: [],
      addresses: [],
      orders: [],
    });
    if (!created.ok) throw new Error(created.message);
    ids[s] = created.value._id;
    tokens[s] = await backend().tokens.sign({ _id: ids[s], email: created.value.email });
  }
});

describe('two shoppers, one store', () => {
  it("one shopper's calls never show or change the other's cart, wishlist, addresses or orders", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 25 }), async (steps) => {
        // Each run starts both shoppers empty.
        for (const s of SHOPPERS) {
          const db = await backend().shop.admin.snapshot();
          const user = db.users.find((u) => u._id === ids[s]);
          if (user) Object.assign(user, { cart: [], wishlist: [], addresses: [], orders: [] });
          await backend().shop.admin.replace(db);
        }
        for (const step of steps) {
          const them = other(step.by);
          const before = lists(await row(them));
          const named: string[] = [];
          const answer = await run(step, named);
          expect(answer.status, `${step.op.kind} by ${step.by}`).toBeLessThan(500);
          // Nothing of theirs changed...
          expect(lists(await row(them)), `${step.op.kind} by ${step.by}`).toEqual(before);
          // ...and nothing of theirs that only they have (address and order ids, the names
          // they gave) appeared in the answer.
          const theirs = [
            ...before.addresses.map((a) => a.id),
            ...before.orders.map((o) => o._id),
            `Shopper ${them}`,
            `Edited by ${them}`,
            `pay_${them}`,
          ];
          for (const secret of theirs.filter((id) => !named.includes(id)))
            expect(answer.text).not.toContain(secret);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
