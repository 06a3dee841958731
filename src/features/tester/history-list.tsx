/** The last 20 requests, newest first; choosing one puts it back in the editors. */
import { useId } from 'react';
import { History, Trash2 } from 'lucide-react';
import { enabledHeaders, type HistoryEntry } from '@/domain/tester';
import { Button } from '@/ui/button';

export interface HistoryListProps {
  history: HistoryEntry[];
  onRestore: (index: number) => void;
  onClear: () => void;
}

export function HistoryList({ history, onRestore, onClear }: HistoryListProps) {
  const titleId = useId();
  return (
    <section data-slot="history-list" aria-labelledby={titleId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          <History aria-hidden="true" className="size-4" />
          History
        </h2>
        {history.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            <Trash2 aria-hidden="true" />
            Clear history
          </Button>
        ) : null}
      </div>
      {history.length === 0 ? (
        <p className="text-sm text-neutral-600">No requests sent yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {history.map((entry, index) => {
            const headerCount = Object.keys(enabledHeaders(entry.rows)).length;
            return (
              // Entries have no id; the position is their identity in this list (newest first).
              <li key={index}>
                <button
                  type="button"
                  onClick={() => onRestore(index)}
                  className="flex w-full cursor-pointer flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
                >
                  <span className="font-mono text-sm break-all text-neutral-900">
                    <span className="font-semibold text-brand-800">{entry.method}</span>{' '}
                    {entry.endpoint || '(no endpoint)'}
                  </span>
                  <span className="text-xs text-neutral-600">
                    {headerCount} {headerCount === 1 ? 'header' : 'headers'}
                    {entry.bodyText.trim() !== '{}' ? ' · with body' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
