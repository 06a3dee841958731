/** An order's timeline: every status it reached, oldest first, each with its day. */
import { useId } from 'react';
import { formatDay } from '@/domain/refunds';
import type { OrderTimelineEntry } from '@/domain/types';
import { TIMELINE_LABELS } from './after-sale';

export function OrderTimeline({ timeline }: { timeline: readonly OrderTimelineEntry[] }) {
  const headingId = useId();
  if (timeline.length === 0) return null;
  const last = timeline.length - 1;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <h4 id={headingId} className="font-medium text-neutral-900">
        Timeline
      </h4>
      <ol aria-labelledby={headingId} className="flex flex-col">
        {timeline.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}`} className="relative flex gap-3 pb-3 last:pb-0">
            {/* The line joining the steps, and the step's dot; the latest one is filled. */}
            {index < last ? (
              <span
                aria-hidden="true"
                className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-neutral-200"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-3 shrink-0 rounded-pill border-2 ${
                index === last ? 'border-brand-700 bg-brand-700' : 'border-neutral-400 bg-white'
              }`}
            />
            <span className="flex flex-wrap gap-x-2">
              <span
                className={index === last ? 'font-medium text-neutral-900' : 'text-neutral-700'}
              >
                {TIMELINE_LABELS[entry.status]}
              </span>
              <time dateTime={entry.at} className="text-neutral-600">
                {formatDay(entry.at)}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
