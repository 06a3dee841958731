/**
 * The add and edit address form (docs/shop/screens.md, Address forms): seven required fields with
 * the shop's placeholders, visible labels, errors on the fields. It reports the parsed address and
 * stays open until `onSubmit` resolves, so a refused save never loses what was typed.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AddressInput } from '@/domain/types';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { addressFormSchema } from '@/domain/inputs';
import { EMPTY_ADDRESS_FORM, type AddressFormValues } from './address-schema';

export interface AddressFormProps {
  mode: 'add' | 'edit';
  defaultValues?: AddressFormValues;
  /** Resolve when saved (the form is then closed by its owner); reject to keep it open. */
  onSubmit: (address: AddressInput) => Promise<unknown> | void;
  onCancel: () => void;
}

interface FieldSpec {
  name: keyof AddressFormValues;
  label: string;
  placeholder: string;
  autoComplete: string;
  numeric?: boolean;
  maxLength?: number;
}

const FIELDS: FieldSpec[] = [
  { name: 'userName', label: 'Name', placeholder: 'Enter Name', autoComplete: 'name' },
  {
    name: 'houseNumber',
    label: 'House No., Road, Colony',
    placeholder: 'Enter House No., Road, Colony',
    autoComplete: 'street-address',
  },
  { name: 'city', label: 'City', placeholder: 'Enter City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', placeholder: 'Enter State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', placeholder: 'Enter Country', autoComplete: 'country-name' },
  {
    name: 'pincode',
    label: 'Pincode',
    placeholder: 'Enter Pincode',
    autoComplete: 'postal-code',
    numeric: true,
    maxLength: 7,
  },
  {
    name: 'mobileNumber',
    label: 'Mobile Number',
    placeholder: 'Enter Mobile Number',
    autoComplete: 'tel-national',
    numeric: true,
    maxLength: 12,
  },
];

export function AddressForm({ mode, defaultValues, onSubmit, onCancel }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: defaultValues ?? EMPTY_ADDRESS_FORM,
  });

  // The form opens in place of a button: take the shopper straight to its first field.
  useEffect(() => setFocus('userName'), [setFocus]);

  const title = mode === 'add' ? 'Add new address' : 'Edit address';
  const submit = handleSubmit(async (address) => {
    try {
      await onSubmit(address);
    } catch {
      // The owner has shown why (a toast); the form keeps what was typed.
    }
  });

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-card sm:p-6"
    >
      <h3 className="text-base font-semibold text-neutral-900">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            error={errors[field.name]?.message}
            className={field.name === 'houseNumber' ? 'sm:col-span-2' : undefined}
          >
            <Input
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              required
              {...(field.numeric ? { inputMode: 'numeric' as const } : {})}
              maxLength={field.maxLength ?? 200}
              {...register(field.name)}
            />
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {mode === 'add' ? 'Add' : 'Edit'}
        </Button>
      </div>
    </form>
  );
}
