/**
 * Property: random bodies, params and tokens fired at every mutating endpoint never produce a 500 or
 * an exception, every refusal is a JSON {errors}, and the store's invariants hold afterwards
 * (valid shape, qty >= 1, no duplicate lines, order totals equal the pricing rules).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toProduct } from '@/domain/adapters';
import { couponValue, findCoupon, isCouponEligible } from '@/domain/coupons';
import { priceDetails } from '@/domain/pricing';
import { dbStateSchema, type DbState } from '@backend/store/schema';
import { seedProducts } from '@backend/store/seed';
import { backend, DEMO, DEMO_ADDRESS_ID, send as sendRaw, setupBackend } from './support';

setupBackend();

const NUM_RUNS = 100;
// A hundred random sequences of requests, over real HTTP in the server-http project, on a loaded
// 2-core machine: well over the default 30 s there at times.
const PROPERTY_TIMEOUT_MS = 120_000;

const ids = seedProducts.map((p) => p._id);
const oddStrings = fc.constantFrom(
  '',
  ' ',
  'nope',
  '__proto__',
  'constructor',
  '..',
  '%',
  '💄',
  'a'.repeat(300),
);
const idArb = fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 20 }), oddStrings);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const textArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constant('Valid text'),
  fc.integer(),
  fc.constant(null),
);

const productBody = fc.oneof(
  fc.record({
    product: fc.record(
      { _id: idArb, price: fc.oneof(fc.string(), fc.integer()) },
      { requiredKeys: ['_id'] },
    ),
  }),
  fc.record({ product: fc.constantFrom(...seedProducts) }),
  anyJson,
);
const qtyBody = fc.oneof(
  fc.record({
    action: fc.record({ type: fc.constantFrom('increment', 'decrement', 'INCREMENT', 1, null) }),
  }),
  anyJson,
);
const addressBody = fc.oneof(
  fc.record({
    address: fc.record(
      {
        userName: textArb,
        houseNumber: textArb,
        city: textArb,
        state: textArb,
        country: textArb,
        pincode: fc.oneof(
          fc.integer(),
          fc.constant(560001),
          fc.constant('110001'),
          fc.string({ maxLength: 8 }),
        ),
        mobileNumber: fc.oneof(
          fc.integer(),
          fc.constant(9876543210),
          fc.constant('9123456789'),
          fc.double(),
        ),
      },
      { requiredKeys: [] },
    ),
  }),
  anyJson,
);
const orderBody = fc.oneof(
  fc.record(
    {
      addressId: fc.oneof(fc.constant(DEMO_ADDRESS_ID), idArb),
      couponCode: fc.oneof(
        fc.constantFrom('FIRSTGLAM', 'FIRST200', ' first200 ', 'BOGUS', '', null),
        fc.integer(),
      ),
      idempotencyKey: fc.oneof(
        fc.constantFrom('k1', 'k2'),
        fc.string({ maxLength: 5 }),
        fc.integer(),
      ),
      amount: fc.oneof(fc.double(), fc.nat(5000), fc.string()),
    },
    { requiredKeys: [] },
  ),
  anyJson,
);
const signupBody = fc.oneof(
  fc.record(
    {
      firstName: textArb,
      lastName: textArb,
      email: fc.oneof(fc.emailAddress(), fc.constant(DEMO.email), fc.string({ maxLength: 10 })),
      password: fc.oneof(fc.string({ minLength: 3, maxLength: 9 }), fc.integer()),
      confirmPassword: fc.oneof(fc.string({ maxLength: 9 }), fc.constant(undefined)),
      extraField: anyJson,
    },
    { requiredKeys: [] },
  ),
  anyJson,
);
const loginBody = fc.oneof(
  fc.record(
    {
      email: fc.oneof(fc.constant(DEMO.email), fc.string()),
      password: fc.oneof(fc.constant(DEMO.password), fc.string(), fc.integer()),
    },
    { requiredKeys: [] },
  ),
  anyJson,
);
const todoBody = fc.oneof(
  fc.record({ todo: fc.record({ title: textArb }, { requiredKeys: [] }) }),
  fc.record({ title: textArb }),
  anyJson,
);
const newsletterBody = fc.oneof(
  fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()) }),
  anyJson,
);

type Body = { json: unknown } | { raw: string } | { none: true };
const bodyOf = (arb: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: arb.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({ none: true as const }) },
  );

const seg = (id: string) => encodeURIComponent(id);
const requestArb = fc.oneof(
  bodyOf(signupBody).map((body) => ({ method: 'POST', path: '/api/auth/signup', body })),
  bodyOf(loginBody).map((body) => ({ method: 'POST', path: '/api/auth/login', body })),
  bodyOf(productBody).map((body) => ({ method: 'POST', path: '/api/user/cart', body })),
  fc
    .tuple(idArb, bodyOf(qtyBody))
    .map(([id, body]) => ({ method: 'POST', path: `/api/user/cart/${seg(id)}`, body })),
  idArb.map((id) => ({
    method: 'DELETE',
    path: `/api/user/cart/${seg(id)}`,
    body: { none: true } as Body,
  })),
  bodyOf(productBody).map((body) => ({ method: 'POST', path: '/api/user/wishlist', body })),
  idArb.map((id) => ({
    method: 'DELETE',
    path: `/api/user/wishlist/${seg(id)}`,
    body: { none: true } as Body,
  })),
  bodyOf(addressBody).map((body) => ({ method: 'POST', path: '/api/user/addresses', body })),
  fc
    .tuple(fc.oneof(fc.constant(DEMO_ADDRESS_ID), idArb), bodyOf(addressBody))
    .map(([id, body]) => ({ method: 'POST', path: `/api/user/addresses/${seg(id)}`, body })),
  fc.oneof(fc.constant(DEMO_ADDRESS_ID), idArb).map((id) => ({
    method: 'DELETE',
    path: `/api/user/addresses/${seg(id)}`,
    body: { none: true } as Body,
  })),
  bodyOf(orderBody).map((body) => ({ method: 'POST', path: '/api/user/orders', body })),
  fc
    .tuple(
      idArb,
      bodyOf(
        fc.oneof(
          fc.record(
            {
              paymentId: fc.oneof(fc.constant('pay_prop'), fc.string({ maxLength: 5 })),
              signature: fc.oneof(fc.constant('a'.repeat(64)), fc.string({ maxLength: 70 })),
            },
            { requiredKeys: [] },
          ),
          anyJson,
        ),
      ),
    )
    .map(([id, body]) => ({ method: 'POST', path: `/api/user/orders/${seg(id)}/confirm`, body })),
  fc.tuple(idArb, fc.constantFrom('fail', 'cancel')).map(([id, action]) => ({
    method: 'POST',
    path: `/api/user/orders/${seg(id)}/${action}`,
    body: { none: true } as Body,
  })),
  bodyOf(todoBody).map((body) => ({ method: 'POST', path: '/api/test-todos', body })),
  fc.oneof(fc.constantFrom('todo-1', 'todo-2'), idArb).map((id) => ({
    method: 'DELETE',
    path: `/api/test-todos/${seg(id)}`,
    body: { none: true } as Body,
  })),
  bodyOf(newsletterBody).map((body) => ({ method: 'POST', path: '/api/newsletter', body })),
);
const tokenArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('demo' as const) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

let demoToken: string;
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  demoToken = await backend().tokens.sign({ _id: DEMO._id, email: DEMO.email });
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => errorSpy.mockRestore());

async function send(method: string, path: string, body: Body, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = token;
  const payload = 'json' in body ? JSON.stringify(body.json) : 'raw' in body ? body.raw : undefined;
  // A body goes as the shop's client sends one: as JSON (another content type is refused, 415).
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await sendRaw(path, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

function expectInvariants(db: DbState) {
  // Shape, qty >= 1 (integers), no duplicate cart/wishlist lines or ids, unique emails.
  const parsed = dbStateSchema.safeParse(db);
  expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
  for (const user of db.users) {
    for (const line of user.cart) expect(line.qty).toBeGreaterThanOrEqual(1);
    for (const order of user.orders) {
      const lines = order.orderProducts.map((l) => ({ ...toProduct(l), qty: l.qty }));
      const coupon = order.couponCode === null ? undefined : findCoupon(order.couponCode);
      expect(order.orderProducts.length).toBeGreaterThan(0);
      expect(order.amount).toBe(priceDetails(lines, coupon ? couponValue(coupon) : 0).totalAmt);
      if (coupon) expect(isCouponEligible(coupon, lines)).toBe(true);
    }
  }
}

describe('random requests at every mutating endpoint', () => {
  it(
    'never answer 500 or throw, refuse with {errors}, and keep the store valid',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(requestArb, tokenArb), { maxLength: 12 }),
          async (requests) => {
            await backend().shop.admin.reset();
            for (const [{ method, path, body }, token] of requests) {
              const answer = await send(method, path, body, token === 'demo' ? demoToken : token);
              expect(answer.status, `${method} ${path}`).toBeLessThan(500);
              if (answer.status >= 400) {
                // A changed order amount also says what the amount and the cart are now.
                const { amount, cart, ...rest } = answer.body as {
                  amount?: unknown;
                  cart?: unknown;
                };
                if (amount !== undefined || cart !== undefined) expect(answer.status).toBe(409);
                expect(rest).toEqual({ errors: expect.any(Array) });
                const { errors } = answer.body as { errors: unknown[] };
                expect(errors.length).toBeGreaterThan(0);
                expect(errors.every((e) => typeof e === 'string' && e.length > 0)).toBe(true);
              }
            }
            expectInvariants(await backend().shop.admin.snapshot());
            expect(errorSpy).not.toHaveBeenCalled();
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'valid shopping sequences keep order totals equal to the pricing rules',
    async () => {
      const inStock = seedProducts.filter((p) => p.inStock).map((p) => p._id);
      const step = fc.oneof(
        fc.constantFrom(...inStock).map((id) => ({
          method: 'POST',
          path: '/api/user/cart',
          body: { json: { product: { _id: id } } } as Body,
        })),
        fc
          .tuple(fc.constantFrom(...inStock), fc.constantFrom('increment', 'decrement'))
          .map(([id, type]) => ({
            method: 'POST',
            path: `/api/user/cart/${id}`,
            body: { json: { action: { type } } } as Body,
          })),
        fc.constantFrom(undefined, 'FIRSTGLAM', 'FIRST200').map((couponCode) => ({
          method: 'POST',
          path: '/api/user/orders',
          body: { json: { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'seq', couponCode } } as Body,
        })),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
          await backend().shop.admin.reset();
          for (const { method, path, body } of steps) {
            const answer = await send(method, path, body, demoToken);
            expect([200, 201, 400, 404, 409]).toContain(answer.status);
          }
          expectInvariants(await backend().shop.admin.snapshot());
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('random console bodies', () => {
  afterEach(() => backend().simulation.configure({ latencyMs: 0, clearFailures: true }));

  it('settings and import answer 200 or 400, never 500', async () => {
    const settingsBody = fc.oneof(
      fc.record({
        settings: fc.record(
          {
            latencyMs: fc.oneof(fc.integer({ min: -10, max: 4000 }), fc.double(), fc.string()),
            failures: fc.oneof(
              fc.dictionary(
                fc.constantFrom('cart', 'products', 'nope'),
                fc.constantFrom('none', 'bad', '500'),
              ),
              anyJson,
            ),
          },
          { requiredKeys: [] },
        ),
      }),
      anyJson,
    );
    await fc.assert(
      fc.asyncProperty(settingsBody, bodyOf(anyJson), async (settings, store) => {
        const a = await send('POST', '/api/_console/settings', { json: settings }, undefined);
        expect([200, 400]).toContain(a.status);
        // Valid settings may inject failures or latency: undo them before the next call.
        backend().simulation.configure({ latencyMs: 0, clearFailures: true });
        const b = await send('POST', '/api/_console/store', store, undefined);
        expect(b.status).toBe(400);
      }),
      { numRuns: NUM_RUNS },
    );
    expectInvariants(await backend().shop.admin.snapshot());
  });
});
