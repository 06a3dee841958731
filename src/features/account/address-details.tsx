/**
 * The Address Details tab: the shopper's server-side address book, with loading and error states.
 * Opened from checkout's 'Add new Address' (?add=checkout) it starts with the add form open, offers
 * a way back, and saving or cancelling returns to checkout (with the new address chosen).
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress } from '@/api/addresses';
import { LoadError } from '@/components/load-error';
import { ADD_ADDRESS_FROM_CHECKOUT, paths, type CheckoutLocationState } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Skeleton, SkeletonText } from '@/ui/skeleton';
import { AddressBook } from './address-book';

export function AddressDetails() {
  const addresses = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [params] = useSearchParams();
  const fromCheckout = params.get('add') === ADD_ADDRESS_FROM_CHECKOUT;
  const navigate = useNavigate();
  const backToCheckout = (state?: CheckoutLocationState) =>
    void navigate(paths.checkout, { state });

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
  const before = addresses.data;
  const book = (
    <AddressBook
      addresses={addresses.data}
      initiallyAdding={fromCheckout}
      onCancelAdd={fromCheckout ? () => backToCheckout() : undefined}
      onAdd={async (address) => {
        const saved = await add.mutateAsync(address);
        if (fromCheckout) {
          const added = saved.find((entry) => !before.some((old) => old.id === entry.id));
          backToCheckout({ addressId: added?.id });
        }
        return saved;
      }}
      onUpdate={(id, address) => update.mutateAsync({ id, address })}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
    />
  );
  if (!fromCheckout) return book;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button asChild variant="link">
          <Link to={paths.checkout}>
            <ArrowLeft aria-hidden="true" />
            Back to checkout
          </Link>
        </Button>
      </div>
      {book}
    </div>
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
