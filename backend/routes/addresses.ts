/**
 * The signed-in shopper's address book (kept on the server so it survives reloads and other tabs
 * see it): GET/POST /api/user/addresses, POST (update) / DELETE /api/user/addresses/:addressId.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { reply } from '../http';
import { signedIn } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { addressBodySchema } from '../validation';

const addressParam = params(z.object({ addressId: pathId }));

export function addressRoutes(deps: ApiDeps) {
  const book = deps.shop.addresses;
  const user = signedIn(deps);
  return new Hono()
    .get('/', user, async (c) => {
      return reply(c, await book.list(c.var.user._id), (addresses) => ({ addresses }));
    })
    .post('/', user, jsonBody(addressBodySchema), async (c) => {
      const addresses = await book.add(c.var.user._id, c.var.body.address);
      return reply(c, addresses, (addresses) => ({ addresses }), 201);
    })
    .post('/:addressId', user, addressParam, jsonBody(addressBodySchema), async (c) => {
      const { addressId } = c.req.valid('param');
      const addresses = await book.update(c.var.user._id, addressId, c.var.body.address);
      return reply(c, addresses, (addresses) => ({ addresses }));
    })
    .delete('/:addressId', user, addressParam, async (c) => {
      const addresses = await book.remove(c.var.user._id, c.req.valid('param').addressId);
      return reply(c, addresses, (addresses) => ({ addresses }));
    });
}
