/**
 * The newsletter box (docs/shop/rules.md, Newsletter): an email field and Send. The address is
 * checked before sending; a bad one gets a message under the field and nothing is sent.
 * Presentational: `onSubscribe` sends it and resolves true when it went through (the form then
 * empties).
 */
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import type { NewsletterForm } from './newsletter-schema';

// The server checks the address by the same rule: with no checker here, Send still sends.
const resolver = lazyResolver(
  () => import('./newsletter-schema').then((m) => m.newsletterResolver),
  { unavailable: 'send' },
);

interface NewsletterBoxProps {
  onSubscribe: (email: string) => Promise<boolean>;
}

export function NewsletterBox({ onSubscribe }: NewsletterBoxProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterForm>({ resolver, defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    if (await onSubscribe(email)) reset();
  });

  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-brand-900 px-4 py-8 text-center text-white sm:px-8">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">Join our newsletter</h2>
        <p className="text-sm text-brand-100">
          New arrivals, exclusive offers and beauty tips, straight to your inbox.
        </p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex w-full max-w-md flex-col gap-2 sm:flex-row sm:items-start"
      >
        <Field
          label="Email address"
          hideLabel
          // The field's own error, or why nothing could be checked (its checker did not load).
          error={errors.email?.message ?? errors.root?.message}
          className="flex-1 text-left [&_[data-slot=field-error]]:rounded-sm [&_[data-slot=field-error]]:bg-white [&_[data-slot=field-error]]:px-2 [&_[data-slot=field-error]]:py-1"
        >
          <Input
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            {...register('email')}
          />
        </Field>
        <Button
          type="submit"
          loading={isSubmitting}
          className="bg-white text-brand-900 hover:bg-brand-100"
        >
          {isSubmitting ? null : <Send aria-hidden="true" />}
          Send
        </Button>
      </form>
    </div>
  );
}
