/**
 * The signup form (see docs/shop/screens.md, Signup, and docs/shop/rules.md, Login and signup
 * input): every field non-blank ('Enter valid input!'), password 4 to 8 characters, confirmation
 * equal ('Password & Confirm password should match!'). Presentational.
 */
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { SignupInput } from '@/api/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { toastFirstError } from './form-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/input-messages';
import type { SignupValues } from './signup-schema';

export { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/input-messages';

const resolver = lazyResolver(() => import('./signup-schema').then((m) => m.signupResolver));

export interface SignupFormProps {
  onSubmit: (input: SignupInput) => void;
  submitting?: boolean;
  defaultValues?: Partial<SignupInput>;
}

const linkClassName =
  'font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function SignupForm({ onSubmit, submitting = false, defaultValues }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues, unknown, SignupInput>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      ...defaultValues,
    },
  });

  const passwordHint = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;

  return (
    <AuthCard title="Signup">
      {/* POST: a submit before the page's script runs must never put the password in the URL. */}
      <form
        method="post"
        noValidate
        aria-label="Signup"
        className="flex flex-col gap-4"
        onSubmit={handleSubmit(onSubmit, toastFirstError)}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" required {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" required {...register('lastName')} />
          </Field>
        </div>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <Field label="Password" hint={passwordHint} error={errors.password?.message}>
          <PasswordInput
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            {...register('password')}
          />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" fullWidth loading={submitting}>
          Signup
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-neutral-700">
        Already have an account?{' '}
        <Link to={paths.login} className={linkClassName}>
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
