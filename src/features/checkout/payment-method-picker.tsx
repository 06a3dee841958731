/**
 * 'Payment Method' (see docs/shop/screens.md, Checkout): Pay online or Cash on Delivery, as radios.
 * Cash on Delivery is offered up to a limit (`codAllowed` in src/domain/stock.ts); above it the
 * radio is disabled and the reason is shown under it and read with it.
 */
import { useId } from 'react';
import { formatPrice } from '@/domain/format';
import { codAllowed, COD_LIMIT_RUPEES } from '@/domain/stock';
import type { PaymentMethod } from '@/domain/types';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';

export const PAYMENT_METHOD_TEXT = {
  heading: 'Payment Method',
  online: 'Pay online',
  onlineHint: 'Card or UPI, paid now in a secure window.',
  cod: 'Cash on Delivery',
  codHint: 'Pay in cash when your order arrives.',
  codOverLimit: (limit: number) =>
    `Cash on Delivery is available on orders up to ${formatPrice(limit)}`,
} as const;

/** The method checkout sends: Cash on Delivery only while the order is within the limit. */
export function effectiveMethod(
  chosen: PaymentMethod,
  amount: number,
  limit: number = COD_LIMIT_RUPEES,
): PaymentMethod {
  return chosen === 'cod' && codAllowed(amount, limit) ? 'cod' : 'online';
}

interface PaymentMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The order's total, in rupees: Cash on Delivery is offered up to `codLimit`. */
  amount: number;
  codLimit?: number;
  /** While an order is on its way: it is paid the way chosen when it was placed. */
  disabled?: boolean;
}

const isMethod = (value: string): value is PaymentMethod => value === 'online' || value === 'cod';

function PaymentMethodPicker({
  value,
  onChange,
  amount,
  codLimit = COD_LIMIT_RUPEES,
  disabled: locked = false,
}: PaymentMethodPickerProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const codAvailable = codAllowed(amount, codLimit);
  const options = [
    { method: 'online', label: PAYMENT_METHOD_TEXT.online, hint: PAYMENT_METHOD_TEXT.onlineHint },
    {
      method: 'cod',
      label: PAYMENT_METHOD_TEXT.cod,
      hint: codAvailable ? PAYMENT_METHOD_TEXT.codHint : PAYMENT_METHOD_TEXT.codOverLimit(codLimit),
      disabled: !codAvailable,
    },
  ] as const;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
        {PAYMENT_METHOD_TEXT.heading}
      </h2>
      <RadioGroup
        aria-labelledby={headingId}
        value={effectiveMethod(value, amount, codLimit)}
        onValueChange={(next) => {
          if (isMethod(next)) onChange(next);
        }}
        disabled={locked}
        className="gap-3"
      >
        {options.map((option) => {
          const itemId = `${id}-${option.method}`;
          const disabled = 'disabled' in option && option.disabled;
          return (
            <div
              key={option.method}
              className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-4 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroupItem
                id={itemId}
                value={option.method}
                disabled={disabled}
                aria-describedby={`${itemId}-hint`}
                className="mt-0.5"
              />
              <div className="flex flex-1 flex-col gap-0.5">
                <label
                  htmlFor={itemId}
                  className={
                    disabled
                      ? 'cursor-not-allowed font-medium text-neutral-600'
                      : 'cursor-pointer font-medium text-neutral-900'
                  }
                >
                  {option.label}
                </label>
                <p
                  id={`${itemId}-hint`}
                  className={
                    disabled ? 'text-sm font-medium text-warning-800' : 'text-sm text-neutral-700'
                  }
                >
                  {option.hint}
                </p>
              </div>
            </div>
          );
        })}
      </RadioGroup>
    </section>
  );
}

export { PaymentMethodPicker, type PaymentMethodPickerProps };
