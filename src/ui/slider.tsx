/**
 * A labelled slider on Radix: arrow keys step, Page Up/Down jump, Home/End go to the ends. Shows the
 * current value beside the label and optional scale marks (100 / 1500 / 3000) under the track.
 */
import { useEffect, useId, useState, type ComponentProps, type CSSProperties } from 'react';
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
  /**
   * Drawn without its behaviour for the first frame it is on screen, then mounted. For a slider in
   * a dialog's content: Radix measures the thumbs as they mount (a forced style and layout pass),
   * which in a dialog that is opening splits the frame's restyle of the whole page in two. The
   * stand-in looks the same and takes no input for that one frame.
   */
  liveAfterPaint?: boolean;
};

const ROOT_CLASS =
  'relative flex h-5 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';
const TRACK_CLASS = 'relative h-1.5 grow overflow-hidden rounded-pill bg-neutral-300';
const RANGE_CLASS = 'absolute h-full bg-brand-700';
const THUMB_CLASS =
  'block size-5 cursor-grab rounded-pill border-2 border-brand-700 bg-white shadow-card transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing';
/** Half the thumb's width (`size-5`), in rem. */
const HALF_THUMB_REM = 0.625;

/** Whether the first frame since mounting has been shown (then a task later). */
function usePainted(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before it is drawn; the task it queues, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * The slider as Radix draws it (horizontal, left to right), without behaviour: the range from the
 * lowest thumb (or the start) to the highest, each thumb kept inside the track as Radix keeps it.
 */
function StandIn({ values, min, max }: { values: number[]; min: number; max: number }) {
  const percent = (value: number) => (max === min ? 0 : ((value - min) / (max - min)) * 100);
  const percents = values.map(percent);
  const rootStyle = { '--radix-slider-thumb-transform': 'translateX(-50%)' } as CSSProperties;
  return (
    <span aria-hidden="true" data-slot="slider-stand-in" className={ROOT_CLASS} style={rootStyle}>
      <span className={TRACK_CLASS}>
        <span
          data-slot="slider-stand-in-range"
          className={RANGE_CLASS}
          style={{
            left: `${percents.length > 1 ? Math.min(...percents) : 0}%`,
            right: `${100 - Math.max(...percents)}%`,
          }}
        />
      </span>
      {percents.map((at, index) => (
        <span
          key={index}
          style={{
            transform: 'var(--radix-slider-thumb-transform)',
            position: 'absolute',
            left: `calc(${at}% + ${HALF_THUMB_REM * (1 - at / 50)}rem)`,
          }}
        >
          <span data-slot="slider-stand-in-thumb" className={THUMB_CLASS} />
        </span>
      ))}
    </span>
  );
}

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
  liveAfterPaint = false,
  ...props
}: SliderProps) {
  const labelId = useId();
  const live = usePainted(liveAfterPaint);
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
      {live ? (
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
          className={ROOT_CLASS}
          {...props}
        >
          <SliderPrimitive.Track data-slot="slider-track" className={TRACK_CLASS}>
            <SliderPrimitive.Range data-slot="slider-range" className={RANGE_CLASS} />
          </SliderPrimitive.Track>
          {values.map((thumbValue, index) => (
            <SliderPrimitive.Thumb
              // Thumbs are positional: the first is always the lower value.
              key={index}
              data-slot="slider-thumb"
              aria-labelledby={values.length === 1 ? labelId : undefined}
              aria-label={values.length === 1 ? undefined : thumbLabel(label, index, values.length)}
              aria-valuetext={formatValue(thumbValue)}
              className={THUMB_CLASS}
            />
          ))}
        </SliderPrimitive.Root>
      ) : (
        <StandIn values={values} min={min} max={max} />
      )}
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
