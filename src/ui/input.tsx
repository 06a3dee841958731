import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Shared look of text fields. Borders are neutral-500 so the field's edge meets the 3:1 contrast
 * asked of component boundaries; aria-invalid turns it danger red.
 */
const fieldClassName =
  'w-full min-w-0 rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 transition-colors placeholder:text-neutral-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600 aria-invalid:border-danger-700 aria-invalid:focus-visible:outline-danger-700 sm:text-sm';

/** A single-line text field; put it in a Field for its label, hint and error. */
function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(fieldClassName, 'h-10 py-2', className)}
      {...props}
    />
  );
}

export { Input, fieldClassName };
