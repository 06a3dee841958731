import type { ComponentProps } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

type ChipProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The chip's text, also used to name its remove button ('Remove <label>'). */
  label: string;
  /** Shows the × button; called when it is pressed. */
  onRemove?: () => void;
};

/** An applied filter shown as a chip, removable with its × button. */
function Chip({ label, onRemove, className, ...props }: ChipProps) {
  return (
    <span
      data-slot="chip"
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded-pill border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-900',
        !onRemove && 'pr-3',
        className,
      )}
      {...props}
    >
      {label}
      {onRemove ? (
        <button
          type="button"
          data-slot="chip-remove"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          className="inline-flex size-6 cursor-pointer items-center justify-center rounded-pill text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}

export { Chip, type ChipProps };
