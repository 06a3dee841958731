/**
 * The address book (docs/shop/screens.md, Account details): the saved addresses or 'No Address
 * added!', an inline edit form for the one being edited, and 'Add New Address' opening the add
 * form. Which form is open is local state; saving goes through the callbacks, which resolve once
 * saved.
 */
import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Address, AddressInput } from '@/domain/types';
import { Button } from '@/ui/button';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { toFormValues } from './address-schema';

export interface AddressBookProps {
  addresses: Address[];
  onAdd: (address: AddressInput) => Promise<unknown>;
  onUpdate: (id: string, address: AddressInput) => Promise<unknown>;
  onDelete: (id: string) => void;
  /** The address whose delete call is in flight. */
  deletingId?: string | null;
  /** Start with this address's edit form open (stories). */
  initialEditingId?: string | null;
  /** Start with the add form open (stories; checkout's 'Add new Address'). */
  initiallyAdding?: boolean;
  /** Cancel on the add form: by default it closes; checkout's add goes back to checkout. */
  onCancelAdd?: () => void;
}

export function AddressBook({
  addresses,
  onAdd,
  onUpdate,
  onDelete,
  deletingId = null,
  initialEditingId = null,
  initiallyAdding = false,
  onCancelAdd,
}: AddressBookProps) {
  const [editingId, setEditingId] = useState<string | null>(initialEditingId);
  const [adding, setAdding] = useState(initiallyAdding);
  // When a form closes, focus goes back to the button that opened it (found once it is back).
  const sectionRef = useRef<HTMLElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (focusRequest)
      sectionRef.current?.querySelector<HTMLElement>(focusRequest.selector)?.focus();
  }, [focusRequest]);

  // A deleted address's card goes with its buttons: once it is gone, focus (left on nothing) goes
  // to the next card's Edit (the one before, at the end), or to Add New Address.
  const deleted = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const gone = deleted.current;
    if (!gone || addresses.some((a) => a.id === gone.id)) return;
    deleted.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const next = addresses[gone.index] ?? addresses[gone.index - 1];
    const selector = next ? `[data-edit-address="${CSS.escape(next.id)}"]` : '[data-add-address]';
    sectionRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [addresses]);

  // The address whose edit is being saved: until its answer, no other form opens (the saving one
  // would close under it, losing what it holds should the save fail).
  const [savingId, setSavingId] = useState<string | null>(null);
  const closeEdit = (id: string) => {
    // Only the form it belongs to, never one opened since.
    setEditingId((current) => (current === id ? null : current));
    setFocusRequest({ selector: `[data-edit-address="${CSS.escape(id)}"]` });
  };
  const closeAdd = () => {
    setAdding(false);
    setFocusRequest({ selector: '[data-add-address]' });
  };

  return (
    <section ref={sectionRef} aria-labelledby="address-book-title" className="flex flex-col gap-4">
      <h2 id="address-book-title" className="text-lg font-semibold text-neutral-900">
        Address Details
      </h2>
      {addresses.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-700">
          No Address added!
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) => (
            <li key={address.id}>
              {editingId === address.id ? (
                <AddressForm
                  mode="edit"
                  defaultValues={toFormValues(address)}
                  onSubmit={async (input) => {
                    setSavingId(address.id);
                    try {
                      await onUpdate(address.id, input);
                    } finally {
                      setSavingId(null);
                    }
                    closeEdit(address.id);
                  }}
                  onCancel={() => closeEdit(address.id)}
                />
              ) : (
                <AddressCard
                  address={address}
                  deleting={deletingId === address.id}
                  editDisabled={savingId !== null}
                  onEdit={() => setEditingId(address.id)}
                  onDelete={() => {
                    deleted.current = { id: address.id, index: addresses.indexOf(address) };
                    onDelete(address.id);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddressForm
          mode="add"
          onSubmit={async (input) => {
            await onAdd(input);
            closeAdd();
          }}
          onCancel={onCancelAdd ?? closeAdd}
        />
      ) : (
        <div>
          <Button data-add-address variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add New Address
          </Button>
        </div>
      )}
    </section>
  );
}
