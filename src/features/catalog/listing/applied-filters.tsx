/** The filters in force as removable chips above the grid, with Clear all (nothing when none apply). */
import { appliedChips, type FilterState } from '@/domain/filters';
import { Button } from '@/ui/button';
import { Chip } from '@/ui/chip';

interface AppliedFiltersProps {
  filters: FilterState;
  onChange: (next: FilterState) => void;
  onClear: () => void;
}

export function AppliedFilters({ filters, onChange, onClear }: AppliedFiltersProps) {
  const chips = appliedChips(filters);
  if (chips.length === 0) return null;
  return (
    <div data-slot="applied-filters" className="flex flex-wrap items-center gap-2">
      <ul aria-label="Applied filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip label={chip.label} onRemove={() => onChange(chip.without)} />
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={onClear}>
        Clear all
      </Button>
    </div>
  );
}
