/** The Address Details tab: the shopper's server-side address book, with loading and error states. */
import { errorMessage } from '@/api/client';
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress } from '@/api/addresses';
import { LoadError } from '@/components/load-error';
import { Skeleton, SkeletonText } from '@/ui/skeleton';
import { AddressBook } from './address-book';

export function AddressDetails() {
  const addresses = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();

  if (addresses.isPending) return <AddressBookSkeleton />;
  if (addresses.isError) {
    return (
      <LoadError
        title="Your addresses could not be loaded."
        message={errorMessage(addresses.error)}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  }
  return (
    <AddressBook
      addresses={addresses.data}
      onAdd={(address) => add.mutateAsync(address)}
      onUpdate={(id, address) => update.mutateAsync({ id, address })}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
    />
  );
}

export function AddressBookSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        Loading your addresses
      </span>
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-4">
          <Skeleton shape="text" className="w-40" />
          <SkeletonText lines={3} className="max-w-sm" />
        </div>
      ))}
    </div>
  );
}
