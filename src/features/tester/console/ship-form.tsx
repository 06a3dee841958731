/**
 * The Orders panel's shipment form: the carrier and the tracking number, checked before anything is
 * sent (order-moves.ts). It opens on its first field, Escape (in any of its controls) or Cancel closes it, and it stays open
 * with what was typed until `onSubmit` resolves, so a refused move loses nothing.
 */
import { useEffect, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import type { Shipment } from './orders-api';
import { shipmentSchema, type ShipmentValues } from './order-moves';

export interface ShipFormProps {
  /** Names the form for assistive tech, e.g. 'Ship order …'. */
  label: string;
  /** Resolve when shipped (the owner closes the form); reject to keep it open. */
  onSubmit: (shipment: Shipment) => Promise<unknown>;
  onCancel: () => void;
}

const EMPTY: ShipmentValues = { carrier: '', trackingNumber: '' };

export function ShipForm({ label, onSubmit, onCancel }: ShipFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ShipmentValues, unknown, Shipment>({
    resolver: zodResolver(shipmentSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => setFocus('carrier'), [setFocus]);

  const submit = handleSubmit(async (shipment) => {
    try {
      await onSubmit(shipment);
    } catch {
      // The owner shows why beside the order; the form keeps what was typed.
    }
  });

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !isSubmitting) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3"
    >
      <Field label="Carrier" error={errors.carrier?.message}>
        <Input autoComplete="off" onKeyDown={escape} {...register('carrier')} />
      </Field>
      <Field label="Tracking number" error={errors.trackingNumber?.message}>
        <Input
          autoComplete="off"
          spellCheck={false}
          onKeyDown={escape}
          {...register('trackingNumber')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={isSubmitting} onKeyDown={escape}>
          Mark shipped
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={isSubmitting}
          onClick={onCancel}
          onKeyDown={escape}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
