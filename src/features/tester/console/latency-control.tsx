/**
 * The simulated back end's latency, 0 to 3000 ms (default 400). The slider moves freely and the
 * value is saved once it is let go (or a key is released), not on every step.
 */
import { useState } from 'react';
import { DEFAULT_LATENCY_MS, MAX_LATENCY_MS } from '@/domain/console';
import { Slider } from '@/ui/slider';

export interface LatencyControlProps {
  value: number;
  disabled?: boolean;
  onCommit: (ms: number) => void;
}

const formatMs = (ms: number) => `${ms} ms`;

export function LatencyControl({ value, disabled = false, onCommit }: LatencyControlProps) {
  // The value while dragging; null follows the saved value.
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? value;
  return (
    <div data-slot="latency-control" className="flex flex-col gap-1">
      <Slider
        label="Latency"
        min={0}
        max={MAX_LATENCY_MS}
        step={50}
        value={[shown]}
        disabled={disabled}
        formatValue={formatMs}
        scale={[0, 1500, MAX_LATENCY_MS]}
        onValueChange={([next]) => setDragging(next ?? value)}
        onValueCommit={([next]) => {
          setDragging(null);
          if (next !== undefined && next !== value) onCommit(next);
        }}
      />
      <p className="text-xs text-neutral-600">
        Every API call waits this long. Default {formatMs(DEFAULT_LATENCY_MS)}.
      </p>
    </div>
  );
}
