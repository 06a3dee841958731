/**
 * A do and don't pair, drawn: the right way beside the wrong one, each with the reason. Both
 * halves are real components (the "don't" is a misuse, never an inaccessible one: the story's
 * accessibility check runs on it too).
 */
import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';

export interface Example {
  /** Why: one sentence. */
  caption: string;
  example: ReactNode;
}

function Half({ good, caption, example }: Example & { good: boolean }) {
  const Mark = good ? Check : X;
  return (
    <figure className="flex flex-col gap-2">
      <div
        className={
          good
            ? 'flex min-h-24 flex-wrap items-center gap-3 rounded-lg border-2 border-success-700 bg-white p-4'
            : 'flex min-h-24 flex-wrap items-center gap-3 rounded-lg border-2 border-danger-700 bg-white p-4'
        }
      >
        {example}
      </div>
      <figcaption className="text-sm text-neutral-800">
        <span
          className={
            good
              ? 'mr-1.5 inline-flex items-center gap-1 font-semibold text-success-800'
              : 'mr-1.5 inline-flex items-center gap-1 font-semibold text-danger-800'
          }
        >
          <Mark aria-hidden="true" className="size-4" />
          {good ? 'Do' : 'Don’t'}
        </span>
        {caption}
      </figcaption>
    </figure>
  );
}

export function DoDont({ good, bad }: { good: Example; bad: Example }) {
  return (
    <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
      <Half good {...good} />
      <Half good={false} {...bad} />
    </div>
  );
}
