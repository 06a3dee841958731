/**
 * A form's validation message is toasted (see docs/shop/rules.md, Login and signup input); the first
 * one is enough, the fields show all.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';

export function firstErrorMessage(errors: FieldErrors<FieldValues>): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

export function toastFirstError(errors: FieldErrors<FieldValues>): void {
  const message = firstErrorMessage(errors);
  // One id: pressing submit again replaces the toast instead of stacking copies.
  if (message) toast.error(message, { id: 'form-validation' });
}
