/**
 * A set of radios: the platform's own `<input type="radio">`s under one name, drawn as the design's
 * circles. Tab enters the group at the chosen radio (the first when none is chosen), arrow keys move
 * the choice, Space picks the focused one: the browser does all of it, with no script, and React
 * hydrates the group without a second render (a scripted group set state in every radio as it
 * mounted, which made React render them again in one long task as a listing page started).
 */
import {
  createContext,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  disabled: boolean;
  select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'role'> & {
  /** The chosen radio's value ('' or a value no radio has: none chosen). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' shared name; one of the page's own when not given. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** How the radios are laid out (the arrow keys move the choice either way). */
  orientation?: 'horizontal' | 'vertical';
};

function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  required,
  orientation,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  const context = useMemo<RadioGroupContextValue>(
    () => ({
      name: name ?? generatedName,
      value: current,
      disabled,
      select: (next) => {
        setChosen(next);
        onValueChange?.(next);
      },
    }),
    [name, generatedName, current, disabled, onValueChange],
  );
  return (
    <RadioGroupContext.Provider value={context}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        data-orientation={orientation}
        aria-required={required}
        className={cn('flex flex-col gap-2', className)}
        {...props}
      />
    </RadioGroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<
  ComponentProps<'input'>,
  'type' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> & {
  value: string;
  /** Text beside the radio; without it, give the radio an aria-label. */
  label?: ReactNode;
};

function RadioGroupItem({ className, label, id, value, disabled, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  const generatedId = useId();
  const itemId = id ?? generatedId;
  const off = group.disabled || disabled === true;
  const radio = (
    <span
      data-slot="radio-group-item-box"
      className={cn(
        'inline-grid size-5 shrink-0 place-items-center *:col-start-1 *:row-start-1',
        className,
      )}
    >
      <input
        type="radio"
        data-slot="radio-group-item"
        id={itemId}
        name={group.name}
        value={value}
        checked={group.value === value}
        disabled={off}
        onChange={() => group.select(value)}
        className="peer size-5 cursor-pointer appearance-none rounded-pill border border-neutral-500 bg-white transition-colors checked:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      />
      <span
        aria-hidden="true"
        data-slot="radio-group-indicator"
        className="pointer-events-none invisible size-2.5 rounded-pill bg-brand-700 peer-checked:visible peer-disabled:opacity-60"
      />
    </span>
  );
  if (label === undefined) return radio;
  return (
    <div data-slot="radio-group-field" className="flex items-center gap-2">
      {radio}
      <label
        htmlFor={itemId}
        className={cn(
          'text-sm text-neutral-800 select-none',
          off ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        )}
      >
        {label}
      </label>
    </div>
  );
}

export { RadioGroup, RadioGroupItem, type RadioGroupItemProps, type RadioGroupProps };
