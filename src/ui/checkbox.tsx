/**
 * A checkbox: the platform's own `<input type="checkbox">`, drawn as the design's box. Native, it
 * needs no script to show, toggle, take focus or be read by a screen reader ("mixed" when
 * indeterminate), and hydrating it costs React nothing after its first commit: a filter list of
 * thirty boxes built on a scripted widget set state in every box as it mounted, which made React
 * render them all again at once, in one long task, as a listing page started.
 */
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Checked, unchecked, or indeterminate (some of a group: shown with a dash). */
type CheckedState = boolean | 'indeterminate';

type CheckboxProps = Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** The new state, after a click, Space, or a click on the label. */
  onCheckedChange?: (checked: boolean) => void;
  /** Text beside the box; clicking it toggles the box. Without it, give the box an aria-label. */
  label?: ReactNode;
  /** How many results the choice has, shown after the label as "(12)" in filter lists. */
  count?: number;
};

/** A checkbox (Space toggles), optionally with its label and a result count for filter lists. */
function Checkbox({
  className,
  label,
  count,
  id,
  checked,
  defaultChecked,
  onCheckedChange,
  ref,
  disabled,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  // What the box shows: the prop when controlled, else its own state. The tick or the dash is drawn
  // only when shown, so a list of unticked boxes carries no icon in the page's HTML.
  const [own, setOwn] = useState<CheckedState>(defaultChecked ?? false);
  const shown = checked ?? own;
  const indeterminate = shown === 'indeterminate';
  const box = (
    <span
      data-slot="checkbox"
      className={cn(
        'inline-grid size-5 shrink-0 place-items-center text-white *:col-start-1 *:row-start-1',
        className,
      )}
    >
      <input
        type="checkbox"
        id={boxId}
        disabled={disabled}
        {...(checked === undefined ? {} : { checked: checked === true })}
        {...(defaultChecked === undefined ? {} : { defaultChecked: defaultChecked === true })}
        onChange={(event) => {
          const now = event.currentTarget.checked;
          if (checked === undefined) setOwn(now);
          onCheckedChange?.(now);
        }}
        ref={(element) => {
          // The DOM's `indeterminate` has no attribute: it is set on the element itself.
          if (element) element.indeterminate = indeterminate;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        className="peer size-5 cursor-pointer appearance-none rounded-sm border border-neutral-500 bg-white transition-colors checked:border-brand-700 checked:bg-brand-700 indeterminate:border-brand-700 indeterminate:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-700"
        {...props}
      />
      {indeterminate ? (
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none size-3.5 peer-disabled:opacity-60"
        />
      ) : shown ? (
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none size-3.5 peer-disabled:opacity-60"
        />
      ) : null}
    </span>
  );
  if (label === undefined) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-center gap-2">
      {box}
      <label
        htmlFor={boxId}
        className={cn(
          'text-sm text-neutral-800 select-none',
          disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        )}
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

export { Checkbox, type CheckboxProps, type CheckedState };
