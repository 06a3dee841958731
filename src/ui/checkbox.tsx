import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';

type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Text beside the box; clicking it toggles the box. Without it, give the box an aria-label. */
  label?: ReactNode;
  /** How many results the choice has, shown after the label as "(12)" in filter lists. */
  count?: number;
};

/** A checkbox (Space toggles), optionally with its label and a result count for filter lists. */
function Checkbox({ className, label, count, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={boxId}
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-neutral-500 bg-white text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-700 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="size-3.5 group-data-[state=indeterminate]:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label === undefined) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-center gap-2">
      {box}
      <label
        htmlFor={boxId}
        className="cursor-pointer text-sm text-neutral-800 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {label}
        {count === undefined ? null : (
          <>
            {' '}
            <span className="text-neutral-600">({count})</span>
          </>
        )}
      </label>
    </div>
  );
}

export { Checkbox, type CheckboxProps };
