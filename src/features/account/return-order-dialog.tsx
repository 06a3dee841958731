/**
 * Return items, with its dialog: the shopper picks the lines and how many units of each go back,
 * says why, and sees what will be refunded (src/domain/refunds.ts, as the server will fix it)
 * before confirming. A refusal (the window closed meanwhile, a lost connection) shows in the dialog
 * and keeps what was typed; success closes it and the toast says what happens next.
 */
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw } from 'lucide-react';
import { errorMessage } from '@/api/client';
import { refundForReturn, unitsReturnable, type ShopperOrder } from '@/api/orders';
import { formatPrice, formatRupees, truncate } from '@/domain/format';
import { formatDay } from '@/domain/refunds';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Field, FieldError } from '@/ui/field';
import { fieldClassName } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { returnableLines } from './after-sale';
import {
  chosenLines,
  emptyReturnForm,
  REASON_MAX,
  returnFormSchema,
  toReturnInput,
  type ReturnFormValues,
} from './return-schema';

const resolver = zodResolver(returnFormSchema);
const NAME_MAX = 50;

export interface ReturnOrderDialogProps {
  order: ShopperOrder;
  /** The last moment a return may be asked (the order's `returnBy`). */
  until: string;
  /**
   * Whether a return may be asked now (the window open, nothing asked yet): the button shows only
   * then, but a dialog already open stays, so a refusal (the window closed while the shopper typed,
   * another tab asked first) shows in it with what was chosen and typed.
   */
  available?: boolean;
  /** Asks for the return; a rejection is shown in the dialog. */
  onConfirm: (input: ReturnType<typeof toReturnInput>) => Promise<unknown>;
  /** Where focus goes when the dialog closes and its button is gone (the return was asked). */
  onFocusAway?: () => void;
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
}

export function ReturnOrderDialog({
  order,
  until,
  available = true,
  onConfirm,
  onFocusAway,
  defaultOpen = false,
}: ReturnOrderDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const lines = returnableLines(order, unitsReturnable(order));
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnFormValues>({ resolver, defaultValues: emptyReturnForm(lines) });
  const [chosen, reason] = useWatch({ control, name: ['lines', 'reason'] });
  const returning = chosenLines({ lines: chosen });
  const refund = returning.length > 0 ? refundForReturn(order, returning) : null;

  const submit = handleSubmit(async (values) => {
    try {
      await onConfirm(toReturnInput(values));
      setOpen(false);
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });

  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (next) reset(emptyReturnForm(lines));
      }}
    >
      {available ? (
        <DialogTrigger asChild>
          <Button ref={trigger} size="sm" variant="secondary">
            <RotateCcw aria-hidden="true" />
            Return items
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (trigger.current?.isConnected) return;
          event.preventDefault();
          onFocusAway?.();
        }}
      >
        <DialogHeader>
          <DialogTitle>Return items</DialogTitle>
          <DialogDescription>
            Choose what to send back and tell us why. Returns for this order close on{' '}
            {formatDay(until)}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          <fieldset
            className="flex flex-col gap-3"
            aria-describedby={linesError ? 'return-lines-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-neutral-900">
              Products to return
            </legend>
            {lines.map((line, index) => {
              const selected = chosen[index]?.selected ?? false;
              return (
                <div
                  key={line.productId}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 p-3"
                >
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <Controller
                      control={control}
                      name={`lines.${index}.selected`}
                      render={({ field }) => (
                        <Checkbox
                          name={field.name}
                          checked={field.value}
                          disabled={line.returnable === 0}
                          onCheckedChange={(checked) => field.onChange(checked === true)}
                          label={
                            <>
                              <span aria-hidden="true">{truncate(line.name, NAME_MAX, '...')}</span>
                              <span className="sr-only">{line.name}</span>
                            </>
                          }
                        />
                      )}
                    />
                    <p className="pl-7 text-sm text-neutral-600">
                      {formatPrice(line.price)} each
                      {line.returnable === 0
                        ? ' · already refunded'
                        : line.returnable < line.bought
                          ? ` · ${line.returnable} of ${line.bought} can go back`
                          : ''}
                    </p>
                  </div>
                  {line.returnable > 1 ? (
                    <label className="flex items-center gap-2 pl-7 text-sm text-neutral-800 sm:pl-0">
                      Quantity
                      <select
                        {...register(`lines.${index}.qty`, { valueAsNumber: true })}
                        disabled={!selected}
                        aria-label={`Quantity of ${line.name} to return`}
                        className={`${fieldClassName} h-9 w-20 py-1`}
                      >
                        {Array.from({ length: line.returnable }, (_, i) => i + 1).map((qty) => (
                          <option key={qty} value={qty}>
                            {qty}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : null}
                </div>
              );
            })}
            <FieldError id="return-lines-error">{linesError}</FieldError>
          </fieldset>
          <Field
            label="Why are you returning it?"
            error={errors.reason?.message}
            hint={`${reason.length} / ${REASON_MAX}`}
          >
            <Textarea {...register('reason')} rows={3} maxLength={REASON_MAX} />
          </Field>
          <RefundPreview refund={refund} cash={order.paymentMethod === 'cod'} />
          <FieldError>{errors.root?.message}</FieldError>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                Keep everything
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              Request return
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What the chosen units refund: the items, less the coupon's share, plus shipping with the last. */
function RefundPreview({
  refund,
  cash,
}: {
  refund: ReturnType<typeof refundForReturn> | null;
  cash: boolean;
}) {
  return (
    <section
      aria-label="Your refund"
      aria-live="polite"
      className="flex flex-col gap-1 rounded-md bg-neutral-50 p-3 text-sm text-neutral-700"
    >
      {refund ? (
        <>
          <p className="flex justify-between gap-2">
            <span>Items</span>
            <span>{formatRupees(refund.itemsValue)}</span>
          </p>
          {refund.couponShare > 0 ? (
            <p className="flex justify-between gap-2">
              <span>The coupon&apos;s share</span>
              <span>−{formatRupees(refund.couponShare)}</span>
            </p>
          ) : null}
          {refund.deliveryShare > 0 ? (
            <p className="flex justify-between gap-2">
              <span>Shipping</span>
              <span>{formatRupees(refund.deliveryShare)}</span>
            </p>
          ) : null}
          <p className="flex justify-between gap-2 border-t border-neutral-200 pt-1 font-semibold text-neutral-900">
            <span>You get back</span>
            <span>{formatRupees(refund.amount)}</span>
          </p>
          <p className="text-neutral-600">
            {cash
              ? 'Paid back in cash by the courier who collects the parcel.'
              : 'Refunded to where you paid, once the parcel reaches us.'}
          </p>
        </>
      ) : (
        <p>Choose the products to send back to see your refund.</p>
      )}
    </section>
  );
}
