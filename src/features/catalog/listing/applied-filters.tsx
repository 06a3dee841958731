/** The filters in force as removable chips above the grid, with Clear all (nothing when none apply). */
import {
  DEFAULT_FILTERS,
  PRICE_NO_LIMIT,
  toggleBrand,
  toggleCategory,
  type FilterState,
} from '@/domain/filters';
import { formatPrice } from '@/domain/format';
import { Button } from '@/ui/button';
import { Chip } from '@/ui/chip';

interface AppliedFiltersProps {
  filters: FilterState;
  onChange: (next: FilterState) => void;
  onClear: () => void;
}

interface AppliedChip {
  key: string;
  label: string;
  without: FilterState;
}

export function appliedChips(f: FilterState): AppliedChip[] {
  const chips: AppliedChip[] = [];
  if (f.search.trim())
    chips.push({ key: 'q', label: `“${f.search.trim()}”`, without: { ...f, search: '' } });
  if (f.price < PRICE_NO_LIMIT)
    chips.push({
      key: 'price',
      label: `Up to ${formatPrice(f.price)}`,
      without: { ...f, price: DEFAULT_FILTERS.price },
    });
  for (const c of f.categories)
    chips.push({ key: `c:${c}`, label: c, without: toggleCategory(f, c) });
  for (const b of f.brands) chips.push({ key: `b:${b}`, label: b, without: toggleBrand(f, b) });
  if (f.rating > 0)
    chips.push({ key: 'rating', label: `${f.rating} Stars & above`, without: { ...f, rating: 0 } });
  if (f.sort)
    chips.push({
      key: 'sort',
      label: f.sort === 'LTH' ? 'Price: Low To High' : 'Price: High To Low',
      without: { ...f, sort: '' },
    });
  return chips;
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
