/**
 * The email address field of the login and signup forms: one label, placeholder and autofill hint
 * for both. The form registers it (react-hook-form) and gives it its message; the rules are the
 * forms' schemas (src/domain/inputs.ts).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';

export interface EmailFieldProps {
  /** What `register('email')` returns. */
  registration: UseFormRegisterReturn<'email'>;
  /** The validation message, absent when valid. */
  error?: string;
}

export function EmailField({ registration, error }: EmailFieldProps) {
  return (
    <Field label="Email address" error={error}>
      <Input
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        {...registration}
      />
    </Field>
  );
}
