/**
 * One saved address (docs/shop/screens.md, Account details) with Edit and Delete; Delete asks
 * first.
 */
import { Pencil, Trash2 } from 'lucide-react';
import type { Address } from '@/domain/types';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/ui/alert-dialog';
import { Button } from '@/ui/button';

export interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  /** After the shopper confirmed. */
  onDelete: () => void;
  /** The delete call is in flight. */
  deleting?: boolean;
  /** Another address's edit is being saved: this one cannot be opened until it is. */
  editDisabled?: boolean;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
  deleting = false,
  editDisabled = false,
}: AddressCardProps) {
  return (
    <article
      aria-label={`Address of ${address.userName}`}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-card sm:flex-row sm:items-start sm:justify-between"
    >
      <AddressLines address={address} />
      <div className="flex shrink-0 gap-2">
        <Button
          // The address book returns focus here when this card's edit form closes.
          data-edit-address={address.id}
          variant="secondary"
          size="sm"
          onClick={onEdit}
          disabled={deleting || editDisabled}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="ghost" size="sm" loading={deleting} className="text-danger-700">
              {deleting ? null : <Trash2 aria-hidden="true" />}
              Delete
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this address?</AlertDialogTitle>
              <AlertDialogDescription>
                The address of {address.userName} in {address.city} will be removed from your
                address book.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={onDelete}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </article>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-neutral-700">
      <h3 className="text-base font-semibold text-neutral-900">{address.userName}</h3>
      <p>{address.houseNumber}</p>
      <p>
        {address.city}, {address.state} {address.pincode}
      </p>
      <p>{address.country}</p>
      <p>
        Phone Number: <span className="text-neutral-900">{address.mobileNumber}</span>
      </p>
    </div>
  );
}
