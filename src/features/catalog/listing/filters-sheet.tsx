/**
 * Filters on small screens: a 'Filters' button opens the panel in a bottom sheet. Choices there are
 * a draft, counted as you go (the back end counts each draft); Apply puts them in the URL, Cancel (or closing) drops them.
 */
import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { FilterState } from '@/domain/filters';
import { DEFAULT_FILTERS } from '@/domain/filters';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { FilterPanel } from './filter-panel';
import { useListingPage } from './use-listing-page';

interface FiltersSheetProps {
  filters: FilterState;
  onApply: (next: FilterState) => void;
  /** How many filters are in force, shown on the button. */
  appliedCount: number;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

export function FiltersSheet({
  filters,
  onApply,
  appliedCount,
  defaultOpen = false,
}: FiltersSheetProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState(filters);
  // The counts follow the draft: the back end answers its first page (what Apply will show).
  const { options } = useListingPage(draft, 1, open);
  const { categories, brands, ratings } = options;

  const onOpenChange = (next: boolean) => {
    // Every opening starts from the filters in force; closing without Apply discards the draft.
    if (next) setDraft(filters);
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {appliedCount > 0 ? (
            <span className="rounded-pill bg-brand-700 px-1.5 text-xs text-white">
              <span className="sr-only">, </span>
              {appliedCount}
              <span className="sr-only"> applied</span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent side="bottom-sheet" className="gap-3">
        <DialogHeader>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription className="sr-only">
            Choose filters, then Apply. Cancel keeps the filters you had.
          </DialogDescription>
        </DialogHeader>
        <FilterPanel
          filters={draft}
          onChange={setDraft}
          onClear={() => setDraft(DEFAULT_FILTERS)}
          categories={categories}
          brands={brands}
          ratings={ratings}
          showHeading={false}
          inDialog
        />
        <DialogFooter className="sticky bottom-0 -mx-6 -mb-8 flex-row border-t border-neutral-200 bg-white px-6 py-3">
          <Button variant="secondary" className="flex-1" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            className="flex-1"
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
