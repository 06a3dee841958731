/**
 * Every API call the shop makes, newest first: method, path, status and time taken. Not a live
 * region: announcing each call would drown out the page; the count in the heading is enough.
 */
import { useId } from 'react';
import type { LogEntry } from '@/domain/console';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';

export interface LiveLogProps {
  /** Newest first. */
  entries: LogEntry[];
  onClear: () => void;
}

function statusClass(status: number): string {
  if (status === 0 || status >= 500) return 'text-danger-700';
  if (status >= 400) return 'text-warning-800';
  return 'text-success-800';
}

export function LiveLog({ entries, onClear }: LiveLogProps) {
  const titleId = useId();
  return (
    <section data-slot="live-log" aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium text-neutral-800">
          Live log <span className="font-normal text-neutral-600">({entries.length})</span>
        </h3>
        <Button size="sm" variant="ghost" disabled={entries.length === 0} onClick={onClear}>
          Clear view
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-neutral-600">No API calls yet. Use the shop in another tab.</p>
      ) : (
        // A scrolling box must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
        <div
          className="max-h-80 overflow-auto rounded-md border border-neutral-200"
          role="region"
          aria-label="Live log entries"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-xs">
            <thead className="sticky top-0 bg-neutral-100 text-neutral-700">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Method
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Path
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                  Status
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                  Time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200 font-mono">
              {entries.map((entry) => (
                <tr key={entry.seq}>
                  <td className="px-2 py-1 font-semibold text-neutral-900">{entry.method}</td>
                  <td className="px-2 py-1 break-all text-neutral-900">{entry.path}</td>
                  <td
                    className={cn('px-2 py-1 text-right font-semibold', statusClass(entry.status))}
                  >
                    {entry.status === 0 ? 'failed' : entry.status}
                  </td>
                  <td className="px-2 py-1 text-right whitespace-nowrap text-neutral-700">
                    {Math.round(entry.ms)} ms
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
