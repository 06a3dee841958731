/**
 * A set of radios on Radix: Tab enters the group at the chosen radio, arrow keys move the choice.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    />
  );
}

type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  /** Text beside the radio; without it, give the radio an aria-label. */
  label?: ReactNode;
};

function RadioGroupItem({ className, label, id, ...props }: RadioGroupItemProps) {
  const generatedId = useId();
  const itemId = id ?? generatedId;
  const radio = (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      id={itemId}
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-pill border border-neutral-500 bg-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-700',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="block size-2.5 rounded-pill bg-brand-700"
      />
    </RadioGroupPrimitive.Item>
  );
  if (label === undefined) return radio;
  return (
    <div data-slot="radio-group-field" className="flex items-center gap-2">
      {radio}
      <label
        htmlFor={itemId}
        className="cursor-pointer text-sm text-neutral-800 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {label}
      </label>
    </div>
  );
}

export { RadioGroup, RadioGroupItem, type RadioGroupItemProps };
