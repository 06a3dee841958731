/**
 * Server mode: the back-end console is the shop's real back end, so it asks for the admin token
 * (GLAMOUR_ADMIN_TOKEN) before it shows or changes anything.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { PasswordInput } from '@/ui/password-input';

export interface AdminTokenFormProps {
  /** Why the last token was not accepted. */
  error?: string;
  busy?: boolean;
  onSubmit: (token: string) => void;
}

export function AdminTokenForm({ error, busy = false, onSubmit }: AdminTokenFormProps) {
  const [token, setToken] = useState('');
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    setBlank(value === '');
    if (value !== '') onSubmit(value);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-neutral-600">
        This console changes the shop for every shopper. Enter the admin token the server was
        started with (GLAMOUR_ADMIN_TOKEN).
      </p>
      <Field label="Admin token" error={blank ? 'Enter the admin token.' : error}>
        <PasswordInput
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" disabled={busy} className="self-start">
        {busy ? 'Checking…' : 'Unlock console'}
      </Button>
    </form>
  );
}
