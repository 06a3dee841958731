/**
 * A password field with a show/hide toggle. Works with react-hook-form's `{...register('password')}`
 * (the ref is merged with our own). Toggling keeps the caret and selection where they were.
 */
import { useLayoutEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fieldClassName } from './input';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Start with the password shown. */
  defaultVisible?: boolean;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function PasswordInput({ className, ref, defaultVisible = false, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Changing an input's type resets its selection in some browsers: remember it across the toggle.
  const selection = useRef<[number | null, number | null] | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    if (!input || !saved) return;
    selection.current = null;
    input.setSelectionRange(saved[0], saved[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input) selection.current = [input.selectionStart, input.selectionEnd];
    setVisible((shown) => !shown);
  };

  return (
    <div data-slot="password-input" className="relative">
      <input
        data-slot="password-input-field"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        className={cn(fieldClassName, 'h-10 py-2 pr-11', className)}
        ref={(node) => {
          inputRef.current = node;
          assignRef(ref, node);
        }}
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={props.disabled}
        // A mouse click leaves focus (and the caret) in the field; keyboard users keep focus here.
        onMouseDown={(event) => event.preventDefault()}
        onClick={toggle}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-neutral-500"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

export { PasswordInput, type PasswordInputProps };
