/**
 * Choosing 1 to 5 stars: five radio buttons in one group, so the keyboard works as for any radio
 * group (Tab into it, arrows to move, the choice follows) and a screen reader names each choice.
 */
import type { Ref } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  name: string;
  /** The group's label (a legend), and the id of the error that describes it, if any. */
  label: string;
  errorId?: string;
  /** The first star's radio: where a form puts focus when no rating was chosen. */
  inputRef?: Ref<HTMLInputElement>;
}

export function StarInput({ value, onChange, name, label, errorId, inputRef }: StarInputProps) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={errorId}>
      <legend className="text-sm font-medium text-neutral-900">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              className="sr-only"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7',
                stars <= value ? 'text-warning-600 fill-warning-500' : 'text-neutral-400',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
