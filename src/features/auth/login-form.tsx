/**
 * The login form (see docs/shop/screens.md, Login, and docs/shop/rules.md, Login and signup input):
 * email and password must be non-blank after trimming, else 'Enter valid input!' (toasted, and shown
 * on the field for screen readers). 'Login As Guest' fills in the demo account and submits it.
 * Presentational: it reports values.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { Credentials } from '@/api/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { PasswordInput } from '@/ui/password-input';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { GUEST_CREDENTIALS } from './guest-account';
import { toastFirstError } from './form-errors';
import type { LoginValues } from './login-schema';

const resolver = lazyResolver(() => import('./login-schema').then((m) => m.loginResolver));

export interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  /** After the form has filled in the demo account. */
  onGuestLogin: () => void;
  /** A login is in flight: the buttons show it and refuse a second submit. */
  submitting?: boolean;
  defaultValues?: Partial<Credentials>;
  /** Puts the cursor in the email field as the form appears (after a logout pressed on this page). */
  focusEmail?: boolean;
}

export function LoginForm({
  onSubmit,
  onGuestLogin,
  submitting = false,
  defaultValues,
  focusEmail = false,
}: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  useEffect(() => {
    if (focusEmail) setFocus('email');
  }, [focusEmail, setFocus]);

  const loginAsGuest = () => {
    // Server mode has no demo account to fill in: the server makes the visitor a guest account.
    if (GUEST_CREDENTIALS) {
      setValue('email', GUEST_CREDENTIALS.email);
      setValue('password', GUEST_CREDENTIALS.password);
    }
    clearErrors();
    onGuestLogin();
  };

  return (
    <AuthCard title="Login">
      {/* POST: a submit before the page's script runs (a prerendered page still loading) must never
          put the password in the URL. The script handles every submit once it runs. */}
      <form
        method="post"
        noValidate
        aria-label="Login"
        className="flex flex-col gap-4"
        onSubmit={handleSubmit(onSubmit, toastFirstError)}
      >
        <EmailField registration={register('email')} error={errors.email?.message} />
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" required {...register('password')} />
        </Field>
        <Button type="submit" fullWidth loading={submitting}>
          Login
        </Button>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          disabled={submitting}
          onClick={loginAsGuest}
        >
          Login As Guest
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-neutral-700">
        New to Glamour?{' '}
        <Link
          to={paths.signup}
          className="font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Create new account
        </Link>
      </p>
    </AuthCard>
  );
}
