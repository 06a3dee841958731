/**
 * A body is taken only as `Content-Type: application/json` (backend/middleware/validate.ts): a
 * `text/plain` or form body, which another site may send without the browser asking first, is 415.
 */
import { describe, expect, it } from 'vitest';
import { NOT_JSON_TYPE } from '@backend/middleware/input';
import { call, DEMO, loginDemo, PRODUCT, send, setupBackend } from './support';

setupBackend();

const login = JSON.stringify({ email: DEMO.email, password: DEMO.password });

async function post(path: string, init: RequestInit) {
  const response = await send(path, { method: 'POST', ...init });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('a JSON body', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON-looking text', 'text/json'],
  ])('sent as %s is refused with 415', async (_, type) => {
    expect(
      await post('/api/auth/login', { body: login, headers: { 'content-type': type } }),
    ).toEqual({ status: 415, body: { errors: [NOT_JSON_TYPE] } });
  });

  it('sent with no Content-Type is refused with 415', async () => {
    const body = new Blob([login]); // a Blob without a type: fetch adds no Content-Type
    expect(await post('/api/auth/login', { body })).toEqual({
      status: 415,
      body: { errors: [NOT_JSON_TYPE] },
    });
  });

  it('a signed-in write sent as text/plain is refused and changes nothing', async () => {
    const token = await loginDemo();
    const before = await call<{ cart: unknown[] }>('GET', '/api/user/cart', { token });
    const refused = await post('/api/user/cart', {
      body: JSON.stringify({ product: { _id: PRODUCT.lipstick } }),
      headers: { authorization: token, 'content-type': 'text/plain' },
    });
    expect(refused.status).toBe(415);
    expect(await call('GET', '/api/user/cart', { token })).toEqual(before);
  });

  it('is taken as application/json, with a charset or in capitals', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON'])
      expect(
        (await post('/api/auth/login', { body: login, headers: { 'content-type': type } })).status,
      ).toBe(200);
  });
});
