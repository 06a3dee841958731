/**
 * The filters in force as removable chips above the grid, with Clear all (nothing when none apply).
 * Removing a chip takes its button away: focus goes to the next chip's (the one before, at the end
 * of the row), or with none left to `whenEmpty` (the results' heading), never to the page's body.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { appliedChips, type FilterState } from '@/domain/filters';
import { Button } from '@/ui/button';
import { Chip } from '@/ui/chip';

interface AppliedFiltersProps {
  filters: FilterState;
  onChange: (next: FilterState) => void;
  onClear: () => void;
  /** Where focus goes once no chip is left (it must take focus: tabIndex -1 for a heading). */
  whenEmpty?: RefObject<HTMLElement | null>;
}

export function AppliedFilters({ filters, onChange, onClear, whenEmpty }: AppliedFiltersProps) {
  const chips = appliedChips(filters);
  const listRef = useRef<HTMLUListElement>(null);
  // The chip whose button takes focus once the removal is drawn.
  const focusNext = useRef<string | null>(null);

  useLayoutEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    const item = listRef.current?.querySelector<HTMLElement>(
      `li[data-chip="${CSS.escape(key)}"] [data-slot="chip-remove"]`,
    );
    if (!item) return;
    focusNext.current = null;
    item.focus();
  });

  if (chips.length === 0) return null;

  const remove = (index: number) => {
    const next = chips[index + 1] ?? chips[index - 1];
    if (next) focusNext.current = next.key;
    else whenEmpty?.current?.focus();
    const chip = chips[index];
    if (chip) onChange(chip.without);
  };
  const clearAll = () => {
    whenEmpty?.current?.focus();
    onClear();
  };

  return (
    <div data-slot="applied-filters" className="flex flex-wrap items-center gap-2">
      <ul ref={listRef} aria-label="Applied filters" className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.key} data-chip={chip.key}>
            <Chip label={chip.label} onRemove={() => remove(index)} />
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={clearAll}>
        Clear all
      </Button>
    </div>
  );
}
