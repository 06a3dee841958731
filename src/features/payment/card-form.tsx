/**
 * The card tab of the simulated sheet: number, expiry and CVV, prefilled with the test card that
 * succeeds (docs/server.md "Payments"). Checked with zod before anything is "charged".
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { cardSchema, groupCardNumber, SUCCESS_CARD, type CardInput } from '@/domain/test-payments';
import type { z } from 'zod';

type CardOutput = z.output<ReturnType<typeof cardSchema>>;

interface CardFormProps {
  id: string;
  onPay: (card: CardOutput) => void;
  disabled?: boolean;
  /** "Today", for the expiry check (fixed in stories). */
  now?: () => Date;
}

export const CARD_DEFAULTS: CardInput = { number: SUCCESS_CARD, expiry: '12/30', cvv: '123' };

function CardForm({ id, onPay, disabled = false, now }: CardFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardInput, unknown, CardOutput>({
    resolver: zodResolver(cardSchema(now)),
    defaultValues: CARD_DEFAULTS,
  });
  const number = register('number');
  return (
    <form id={id} noValidate onSubmit={handleSubmit(onPay)} className="flex flex-col gap-4">
      <Field label="Card number" error={errors.number?.message}>
        <Input
          {...number}
          onChange={(event) => {
            event.target.value = groupCardNumber(event.target.value);
            void number.onChange(event);
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          disabled={disabled}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
          <Input
            {...register('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            disabled={disabled}
          />
        </Field>
        <Field label="CVV" error={errors.cvv?.message}>
          <Input
            {...register('cvv')}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            disabled={disabled}
          />
        </Field>
      </div>
      <p className="text-xs text-neutral-600">
        Test mode: 4111 1111 1111 1111 succeeds and 4000 0000 0000 0002 is declined (any future
        expiry, any CVV).
      </p>
    </form>
  );
}

export { CardForm, type CardFormProps };
