/**
 * The signed-in shopper's address book (kept on the server so it survives reloads and other tabs
 * see it): GET/POST /api/user/addresses, POST (update) / DELETE /api/user/addresses/:addressId.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { refused } from '../http';
import { signedIn } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { addressBodySchema } from '../validation';

const addressParam = params(z.object({ addressId: pathId }));

export function addressRoutes(deps: ApiDeps) {
  const { store } = deps;
  const user = signedIn(deps);
  return new Hono()
    .get('/', user, async (c) => {
      const addresses = await store.addresses(c.var.user._id);
      return addresses.ok ? c.json({ addresses: addresses.value }) : refused(c, addresses);
    })
    .post('/', user, jsonBody(addressBodySchema), async (c) => {
      const addresses = await store.addAddress(c.var.user._id, c.var.body.address);
      return addresses.ok ? c.json({ addresses: addresses.value }, 201) : refused(c, addresses);
    })
    .post('/:addressId', user, addressParam, jsonBody(addressBodySchema), async (c) => {
      const { addressId } = c.req.valid('param');
      const addresses = await store.updateAddress(c.var.user._id, addressId, c.var.body.address);
      return addresses.ok ? c.json({ addresses: addresses.value }) : refused(c, addresses);
    })
    .delete('/:addressId', user, addressParam, async (c) => {
      const addresses = await store.deleteAddress(c.var.user._id, c.req.valid('param').addressId);
      return addresses.ok ? c.json({ addresses: addresses.value }) : refused(c, addresses);
    });
}
