/**
 * The signed-in shopper's address book: GET/POST /api/user/addresses, POST/DELETE
 * /api/user/addresses/:addressId (server state, per user, behind the token). The account area lists
 * and edits addresses, checkout lists them too. Success toasts: see docs/shop/texts.md, Toasts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Address, AddressInput } from '@/domain/types';
import { isStaleRefusal, request } from './client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const ADDRESS_MESSAGES = {
  added: 'New Address is added successfully!',
  edited: 'The address is edited successfully!',
  deleted: 'Deleted Address successfully!',
} as const;

export const addressesKey = [...queryKeys.user, 'addresses'] as const;

type AddressesAnswer = { addresses: Address[] };
const addressPath = (addressId: string) => `/api/user/addresses/${encodeURIComponent(addressId)}`;

export const addressesQuery = queryOptions({
  queryKey: addressesKey,
  queryFn: async () =>
    (await request<AddressesAnswer>('/api/user/addresses', { auth: true })).addresses,
});

/** The shopper's saved addresses; no request for visitors. */
export function useAddresses() {
  const { status } = useSession();
  return useQuery({ ...addressesQuery, enabled: status === 'signedIn' });
}

/**
 * Every address call answers with the whole updated list, which replaces the cached one. Not
 * optimistic: the server assigns ids and validates, and a form stays open until it has agreed.
 */
function useAddressMutation<TVars>(options: {
  mutationFn: (vars: TVars) => Promise<AddressesAnswer>;
  success: string;
  errorToast: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: TVars) => (await options.mutationFn(vars)).addresses,
    meta: { errorToast: options.errorToast },
    onSuccess: (addresses) => {
      queryClient.setQueryData(addressesKey, addresses);
      toast.success(options.success);
    },
    // A refusal can mean the shown book is stale (another tab deleted the address, so the server
    // answered 404): re-read the book so the screen shows what the server holds. Not on a 5xx or a
    // network failure: the book did not change, and a failing re-read would replace the screen
    // (and any half-saved form) with the load error.
    onError: (error) => {
      if (isStaleRefusal(error)) void queryClient.invalidateQueries({ queryKey: addressesKey });
    },
  });
}

export function useAddAddress() {
  return useAddressMutation<AddressInput>({
    mutationFn: (address) =>
      request<AddressesAnswer>('/api/user/addresses', {
        method: 'POST',
        body: { address },
        auth: true,
      }),
    success: ADDRESS_MESSAGES.added,
    errorToast: 'Could not add the address.',
  });
}

export function useUpdateAddress() {
  return useAddressMutation<{ id: string; address: AddressInput }>({
    mutationFn: ({ id, address }) =>
      request<AddressesAnswer>(addressPath(id), { method: 'POST', body: { address }, auth: true }),
    success: ADDRESS_MESSAGES.edited,
    errorToast: 'Could not save the address.',
  });
}

export function useDeleteAddress() {
  return useAddressMutation<string>({
    mutationFn: (id) => request<AddressesAnswer>(addressPath(id), { method: 'DELETE', auth: true }),
    success: ADDRESS_MESSAGES.deleted,
    errorToast: 'Could not delete the address.',
  });
}
