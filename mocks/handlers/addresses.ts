/**
 * The signed-in shopper's address book (kept on the server so it survives reloads and other tabs
 * see it): GET/POST /api/user/addresses, POST (update) / DELETE /api/user/addresses/:addressId.
 */
import { getStore } from '@backend/store';
import { addressBodySchema } from '@backend/validation';
import { authenticate, json, param, parseBody, refused, route } from './http';

export const addressHandlers = [
  route('addresses', 'get', '/api/user/addresses', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const addresses = await getStore().addresses(auth.data._id);
    return addresses.ok ? json({ addresses: addresses.value }) : refused(addresses);
  }),

  route('addresses', 'post', '/api/user/addresses', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, addressBodySchema);
    if (!body.ok) return body.response;
    const addresses = await getStore().addAddress(auth.data._id, body.data.address);
    return addresses.ok ? json({ addresses: addresses.value }, 201) : refused(addresses);
  }),

  route('addresses', 'post', '/api/user/addresses/:addressId', async (input) => {
    const auth = await authenticate(input.request);
    if (!auth.ok) return auth.response;
    const addressId = param(input, 'addressId');
    if (!addressId.ok) return addressId.response;
    const body = await parseBody(input.request, addressBodySchema);
    if (!body.ok) return body.response;
    const addresses = await getStore().updateAddress(
      auth.data._id,
      addressId.data,
      body.data.address,
    );
    return addresses.ok ? json({ addresses: addresses.value }) : refused(addresses);
  }),

  route('addresses', 'delete', '/api/user/addresses/:addressId', async (input) => {
    const auth = await authenticate(input.request);
    if (!auth.ok) return auth.response;
    const addressId = param(input, 'addressId');
    if (!addressId.ok) return addressId.response;
    const addresses = await getStore().deleteAddress(auth.data._id, addressId.data);
    return addresses.ok ? json({ addresses: addresses.value }) : refused(addresses);
  }),
];
