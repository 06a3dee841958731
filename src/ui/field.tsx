/**
 * A labelled form field: wires the label to the control, marks the control invalid and points its
 * aria-describedby at the hint and the error, which is announced (role="alert") when it appears.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** Error text under a control; renders nothing without a message so nothing empty is announced. */
function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn('text-sm text-danger-700', className)}
      {...props}
    >
      {children}
    </p>
  );
}

function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="field-hint" className={cn('text-sm text-neutral-600', className)} {...props} />
  );
}

type FieldProps = {
  label: ReactNode;
  /** The control: an Input, Textarea, PasswordInput or anything taking id and aria-* props. */
  children: ReactNode;
  /** The validation message (react-hook-form's `errors.x?.message`); absent when valid. */
  error?: string;
  hint?: ReactNode;
  /** The control's id; one is generated when omitted. */
  id?: string;
  className?: string;
  /** Visually hides the label (it still names the control), e.g. for a lone search box. */
  hideLabel?: boolean;
};

function Field({ label, children, error, hint, id, className, hideLabel = false }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {/* The Slot hands these props to the child control; its own props win over them. */}
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export { Field, FieldError, FieldHint, type FieldProps };
