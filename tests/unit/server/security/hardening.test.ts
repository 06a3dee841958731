/**
 * Small holes a shopper's server must not have, attacked on the running process:
 * - a JSON body only as `Content-Type: application/json`: a `text/plain` POST is what another site
 *   may send without the browser asking first (backend/middleware/validate.ts), so it is 415;
 * - the build's compressed copies are never served by their own name (server/static.ts), so a hidden
 *   file's copy (mockServiceWorker.js.br) cannot give the file away;
 * - names refuse the characters that turn the text's direction (src/domain/names.ts).
 */
import { describe, expect, it } from 'vitest';
import { NOT_JSON_TYPE } from '@backend/middleware/input';
import { DIRECTION_CONTROL_MESSAGE } from '@/domain/names';
import { DEMO, SHOP_KINDS, useShop } from './shop';

describe.each(SHOP_KINDS)('on %s', (kind) => {
  const shop = useShop(kind);

  async function rawPost(path: string, body: string, headers: Record<string, string>) {
    const response = await fetch(shop().url + path, { method: 'POST', body, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('refuses a text/plain login and cart write (a cross-site simple POST) with 415', async () => {
    const login = JSON.stringify({ email: DEMO.email, password: DEMO.password });
    // fetch sends a string body as text/plain;charset=UTF-8, as a cross-site form or beacon would.
    expect(await rawPost('/api/auth/login', login, {})).toEqual({
      status: 415,
      body: { errors: [NOT_JSON_TYPE] },
    });
    expect(
      await rawPost('/api/auth/login', login, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ).toMatchObject({ status: 415 });

    const token = await shop().login();
    const { body: products } = await shop().call<{ products: { _id: string }[] }>(
      'GET',
      '/api/products',
    );
    const product = { _id: products.products[0]!._id };
    const before = await shop().call('GET', '/api/user/cart', { token });
    expect(
      await rawPost('/api/user/cart', JSON.stringify({ product }), {
        authorization: token,
        'content-type': 'text/plain',
      }),
    ).toEqual({ status: 415, body: { errors: [NOT_JSON_TYPE] } });
    expect((await shop().call('GET', '/api/user/cart', { token })).body).toEqual(before.body);
    // The same body as JSON is taken.
    expect((await shop().call('POST', '/api/user/cart', { token, body: { product } })).status).toBe(
      201,
    );
  });

  it('serves no compressed copy by its own name, a hidden file’s least of all', async () => {
    for (const path of [
      '/mockServiceWorker.js.br',
      '/mockServiceWorker.js.gz',
      '/index.html.br',
      '/index.html.gz',
    ]) {
      const response = await fetch(shop().url + path, { headers: { 'accept-encoding': 'br' } });
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('msw');
    }
    // The page itself still comes (compressed as the browser asks).
    expect((await fetch(`${shop().url}/`)).status).toBe(200);
  });

  it('refuses a signup whose name turns the text direction, creating no account', async () => {
    const email = `bidi.${kind}@example.com`;
    const { status, body } = await shop().call('POST', '/api/auth/signup', {
      body: { firstName: 'Meera\u202eayreeM', lastName: 'Iyer', email, password: 'pass1234' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([`firstName: ${DIRECTION_CONTROL_MESSAGE}`]);
    const login = await shop().call('POST', '/api/auth/login', {
      body: { email, password: 'pass1234' },
    });
    expect(login.status).toBe(404);
  });
});
