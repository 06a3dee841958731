/**
 * 'Select Address' (see docs/shop/screens.md, Checkout): the shopper's saved addresses as radios
 * (the first one chosen to start with) and 'Add new Address', which opens the address book's add
 * form and comes back.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { Address } from '@/domain/types';
import { InlineLoadError } from '@/components/load-error';
import { addAddressFromCheckout } from '@/lib/paths';
import { Button } from '@/ui/button';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { Skeleton } from '@/ui/skeleton';
import { AddressLines } from './address-lines';

interface AddressPickerProps {
  /** Undefined while they load. */
  addresses: readonly Address[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** While an order is on its way: it goes to the address chosen when it was placed. */
  disabled?: boolean;
}

function AddressPicker({
  addresses,
  failed,
  onRetry,
  selectedId,
  onSelect,
  disabled = false,
}: AddressPickerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
          Select Address
        </h2>
        <Button asChild variant="secondary" size="sm">
          <Link to={addAddressFromCheckout}>
            <Plus aria-hidden="true" />
            Add new Address
          </Link>
        </Button>
      </div>
      {failed ? (
        <InlineLoadError message="Your addresses could not be loaded." onRetry={onRetry} />
      ) : !addresses ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            Loading your addresses
          </span>
          <Skeleton className="h-28 w-full" />
        </div>
      ) : addresses.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-400 p-4 text-sm text-neutral-700">
          No address added yet. Add one to have your order delivered.
        </p>
      ) : (
        <RadioGroup
          aria-labelledby={headingId}
          value={selectedId ?? ''}
          onValueChange={onSelect}
          disabled={disabled}
          className="gap-3"
        >
          {addresses.map((address) => (
            <div
              key={address.id}
              className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-4 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroupItem
                id={`${headingId}-${address.id}`}
                value={address.id}
                className="mt-0.5"
              />
              <label htmlFor={`${headingId}-${address.id}`} className="flex-1 cursor-pointer">
                <AddressLines address={address} />
              </label>
            </div>
          ))}
        </RadioGroup>
      )}
    </section>
  );
}

export { AddressPicker, type AddressPickerProps };
