/**
 * The price slider: 100 to 3000 in steps of 50 with the scale 100 / 1500 / 3000. Its top stop means
 * "no limit" (the default of 10000); a limit above it (a link's) rests there and is said as it is.
 * It follows the thumb while dragging and reports once on release, or once the arrow keys rest, so
 * the URL gains one history entry per choice rather than one per pixel or key.
 */
import { useEffect, useRef, useState } from 'react';
import {
  PRICE_MAX,
  PRICE_MIN,
  PRICE_NO_LIMIT,
  PRICE_STEP,
  priceFromSlider,
  sliderValueOf,
} from '@/domain/filters';
import { formatPrice } from '@/domain/format';
import { Slider } from '@/ui/slider';

interface PriceFilterProps {
  price: number;
  onChange: (price: number) => void;
  /** In a dialog that is opening: the slider is live from its second frame (src/ui/slider.tsx). */
  liveAfterPaint?: boolean;
}

/** The scale under the slider, shown as plain numbers. */
const SCALE = [String(PRICE_MIN), '1500', String(PRICE_MAX)];

const describePrice = (price: number) =>
  price >= PRICE_NO_LIMIT ? 'Any price' : `Up to ${formatPrice(price)}`;

/** How long the keys rest before their stepping counts as the choice. */
const KEY_SETTLE_MS = 600;
const STEP_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function PriceFilter({ price, onChange, liveAfterPaint = false }: PriceFilterProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  // Each arrow key is a commit to Radix: from Any price to ₹1,000 is 40 steps. Made by the keys, a
  // choice counts once they rest (or the slider loses focus): one history entry, one request.
  const keyed = useRef(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: number } | null>(null);
  // The latest onChange: a choice that counts later goes to the filters as they are then.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  const commit = (value: number) => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    keyed.current = false;
    setDragging(null);
    report.current(priceFromSlider(value));
  };
  useEffect(
    () => () => {
      // Gone before the keys rested (the shopper went to another page): reporting the choice now
      // would write the listing's URL over that page, so it is dropped.
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );
  return (
    <Slider
      label="Maximum price"
      liveAfterPaint={liveAfterPaint}
      min={PRICE_MIN}
      max={PRICE_MAX}
      step={PRICE_STEP}
      value={[dragging ?? sliderValueOf(price)]}
      // At rest it says the filter in force, which may lie above the top stop (a link's ?price=5000
      // shows its thumb at 3000): 'Up to ₹5,000', not 'Any price'. Dragging, where the thumb is.
      formatValue={(value) => describePrice(dragging === null ? price : priceFromSlider(value))}
      scale={SCALE}
      onValueChange={([value]) => setDragging(value ?? PRICE_MAX)}
      onKeyDown={(event) => {
        // Only the keys that move the thumb (Tab leaving it is not a step).
        if (STEP_KEYS.has(event.key)) keyed.current = true;
      }}
      onPointerDown={() => {
        keyed.current = false;
      }}
      onBlur={() => {
        if (pending.current) commit(pending.current.value);
      }}
      onValueCommit={([value = PRICE_MAX]) => {
        if (!keyed.current) return commit(value);
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = { timer: setTimeout(() => commit(value), KEY_SETTLE_MS), value };
      }}
    />
  );
}
