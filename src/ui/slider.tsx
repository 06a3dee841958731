/**
 * A labelled slider on Radix: arrow keys step, Page Up/Down jump, Home/End go to the ends. Shows the
 * current value beside the label and optional scale marks (100 / 1500 / 3000) under the track.
 */
import { useId, useState, type ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Visible label; also names the thumb(s). */
  label: string;
  /** How a value reads, on screen and to screen readers (aria-valuetext), e.g. v => `₹${v}`. */
  formatValue?: (value: number) => string;
  /** Hide the current value shown beside the label. */
  hideValue?: boolean;
  /** Marks under the track, spread from start to end. */
  scale?: readonly (number | string)[];
};

function thumbLabel(label: string, index: number, count: number) {
  if (count === 2) return `${label} ${index === 0 ? 'minimum' : 'maximum'}`;
  return `${label} ${index + 1} of ${count}`;
}

function Slider({
  className,
  label,
  formatValue = String,
  hideValue = false,
  scale,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = 100,
  ...props
}: SliderProps) {
  const labelId = useId();
  // Kept here too so the value text follows an uncontrolled slider.
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? [min]);
  const values = value ?? uncontrolled;
  return (
    <div data-slot="slider-field" className={cn('flex w-full flex-col gap-3', className)}>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-medium text-neutral-800">
          {label}
        </span>
        {hideValue ? null : (
          <span data-slot="slider-value" className="text-sm text-neutral-700 tabular-nums">
            {values.map(formatValue).join(' – ')}
          </span>
        )}
      </div>
      <SliderPrimitive.Root
        data-slot="slider"
        min={min}
        max={max}
        value={value}
        defaultValue={defaultValue ?? [min]}
        onValueChange={(next) => {
          setUncontrolled(next);
          onValueChange?.(next);
        }}
        className="relative flex h-5 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
        {...props}
      >
        <SliderPrimitive.Track
          data-slot="slider-track"
          className="relative h-1.5 grow overflow-hidden rounded-pill bg-neutral-300"
        >
          <SliderPrimitive.Range
            data-slot="slider-range"
            className="absolute h-full bg-brand-700"
          />
        </SliderPrimitive.Track>
        {values.map((thumbValue, index) => (
          <SliderPrimitive.Thumb
            // Thumbs are positional: the first is always the lower value.
            key={index}
            data-slot="slider-thumb"
            aria-labelledby={values.length === 1 ? labelId : undefined}
            aria-label={values.length === 1 ? undefined : thumbLabel(label, index, values.length)}
            aria-valuetext={formatValue(thumbValue)}
            className="block size-5 cursor-grab rounded-pill border-2 border-brand-700 bg-white shadow-card transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing"
          />
        ))}
      </SliderPrimitive.Root>
      {scale && scale.length > 0 ? (
        <div
          data-slot="slider-scale"
          aria-hidden="true"
          className="flex justify-between text-xs text-neutral-600 tabular-nums"
        >
          {scale.map((mark) => (
            <span key={mark}>{typeof mark === 'number' ? formatValue(mark) : mark}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export { Slider, type SliderProps };
