/**
 * The signed-in shopper's address book and order history (server state, per user, behind the
 * token). Shared: the account area lists and edits addresses, checkout lists them too and
 * invalidates the orders after placing one. Success toasts are the spec's (§4 Address).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toOrder } from '@/domain/adapters';
import type { Address, AddressInput } from '@/domain/types';
import { isStaleRefusal } from './client';
import { api } from './endpoints';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const ADDRESS_MESSAGES = {
  added: 'New Address is added successfully!',
  edited: 'The address is edited successfully!',
  deleted: 'Deleted Address successfully!',
} as const;

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: async () => (await api.addresses()).addresses,
});

export const ordersQuery = queryOptions({
  queryKey: queryKeys.orders,
  queryFn: async () => (await api.orders()).orders.map(toOrder),
});

/** The shopper's saved addresses; no request for visitors. */
export function useAddresses() {
  const { status } = useSession();
  return useQuery({ ...addressesQuery, enabled: status === 'signedIn' });
}

/** The shopper's orders in the server's order (oldest first); no request for visitors. */
export function useOrders() {
  const { status } = useSession();
  return useQuery({ ...ordersQuery, enabled: status === 'signedIn' });
}

/**
 * Every address call answers with the whole updated list, which replaces the cached one. Not
 * optimistic: the server assigns ids and validates, and a form stays open until it has agreed.
 */
function useAddressMutation<TVars>(options: {
  mutationFn: (vars: TVars) => Promise<{ addresses: Address[] }>;
  success: string;
  errorToast: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: TVars) => (await options.mutationFn(vars)).addresses,
    meta: { errorToast: options.errorToast },
    onSuccess: (addresses) => {
      queryClient.setQueryData(queryKeys.addresses, addresses);
      toast.success(options.success);
    },
    // A refusal can mean the shown book is stale (another tab deleted the address, so the server
    // answered 404): re-read the book so the screen shows what the server holds. Not on a 5xx or a
    // network failure: the book did not change, and a failing re-read would replace the screen
    // (and any half-saved form) with the load error.
    onError: (error) => {
      if (isStaleRefusal(error))
        void queryClient.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

export function useAddAddress() {
  return useAddressMutation<AddressInput>({
    mutationFn: (address) => api.addAddress(address),
    success: ADDRESS_MESSAGES.added,
    errorToast: 'Could not add the address.',
  });
}

export function useUpdateAddress() {
  return useAddressMutation<{ id: string; address: AddressInput }>({
    mutationFn: ({ id, address }) => api.updateAddress(id, address),
    success: ADDRESS_MESSAGES.edited,
    errorToast: 'Could not save the address.',
  });
}

export function useDeleteAddress() {
  return useAddressMutation<string>({
    mutationFn: (id) => api.deleteAddress(id),
    success: ADDRESS_MESSAGES.deleted,
    errorToast: 'Could not delete the address.',
  });
}

export const ORDER_MESSAGES = {
  cancelled: 'The order is cancelled. Nothing was charged.',
} as const;

/** Gives up a pending (or failed) order; the answer replaces the cached orders. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => (await api.cancelOrder(orderId)).orders.map(toOrder),
    meta: { errorToast: 'Could not cancel the order.' },
    onSuccess: (orders) => {
      queryClient.setQueryData(queryKeys.orders, orders);
      toast.success(ORDER_MESSAGES.cancelled);
    },
    onError: (error) => {
      // Paid or cancelled meanwhile (another tab): show what the server holds.
      if (isStaleRefusal(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
  });
}
