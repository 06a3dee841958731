/**
 * The simulated back end's store: reset to the seed (confirmed first), export to a JSON file,
 * import one. The server validates an import; a refused file shows its messages and changes nothing.
 */
import { useId, useRef } from 'react';
import { Download, RotateCcw, Upload } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/ui/alert-dialog';
import { Button } from '@/ui/button';

export type StoreTask = 'reset' | 'export' | 'import';

export interface StoreToolsProps {
  /** The task running now, if any (its button shows a spinner, the others wait). */
  busy?: StoreTask | null;
  /** Why the last import was refused. */
  importErrors?: string[] | null;
  onReset: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
}

export function StoreTools({
  busy = null,
  importErrors = null,
  onReset,
  onExport,
  onImport,
}: StoreToolsProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-import-error`;
  return (
    <section
      data-slot="store-tools"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2"
    >
      <h3 id={`${id}-title`} className="text-sm font-medium text-neutral-800">
        Store
      </h3>
      <div className="flex flex-wrap gap-2">
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === 'reset'}
              disabled={busy !== null}
            >
              <RotateCcw aria-hidden="true" />
              Reset to seed
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Reset the store to the seed?</AlertDialogTitle>
              <AlertDialogDescription>
                Every account, cart, wishlist, address, order and todo goes back to the seed data.
                This cannot be undone; export the store first to keep it.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={onReset}>Reset</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'export'}
          disabled={busy !== null}
          onClick={onExport}
        >
          <Download aria-hidden="true" />
          Export
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={busy === 'import'}
          disabled={busy !== null}
          aria-describedby={importErrors ? errorId : undefined}
          onClick={() => fileRef.current?.click()}
        >
          <Upload aria-hidden="true" />
          Import
        </Button>
        {/* The visible Import button opens this picker; the input itself stays out of the tab order. */}
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          aria-label="Store file to import"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again fires change again.
            event.target.value = '';
            if (file) onImport(file);
          }}
        />
      </div>
      {importErrors && importErrors.length > 0 ? (
        <div id={errorId} role="alert" className="text-sm text-danger-700">
          <p className="font-semibold">The file was not imported; nothing changed.</p>
          <ul className="list-disc pl-5">
            {importErrors.slice(0, 5).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
