/**
 * The listing's filters (docs/shop/rules.md, Filters and search): Clear, price, category, brand,
 * rating and sort by price. Presentational: it shows a filter state with the count each choice
 * would give and reports changes; the sidebar applies them at once, the phone sheet keeps them as a
 * draft until Apply.
 */
import { useId, type ReactNode } from 'react';
import {
  parseSortOrder,
  RATING_CHOICES,
  SORT_OPTIONS,
  toggleBrand,
  toggleCategory,
  type FilterState,
} from '@/domain/filters';
import type { FacetOption } from '@/domain/product-query';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { PriceFilter } from './price-filter';

export type { FacetOption };

interface FilterPanelProps {
  filters: FilterState;
  onChange: (next: FilterState) => void;
  onClear: () => void;
  categories: FacetOption[];
  brands: FacetOption[];
  /** How many products each rating choice ('4', '3', …) would leave (a choice left none: 0). */
  ratings?: Readonly<Record<string, number>>;
  /** Hide the panel's own heading when a dialog title already names it. */
  showHeading?: boolean;
  /** In a dialog that is opening (the phone's sheet): see PriceFilter. */
  inDialog?: boolean;
  className?: string;
}

// Radix radios need a non-empty value; "reset" stands for no sort.
const NO_SORT = 'reset';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-neutral-200 pt-4">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-neutral-900 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function FilterPanel({
  filters,
  onChange,
  onClear,
  categories,
  brands,
  ratings,
  showHeading = true,
  inDialog = false,
  className,
}: FilterPanelProps) {
  const headingId = useId();
  return (
    <div
      data-slot="filter-panel"
      role="group"
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : 'Filters'}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex items-center justify-between">
        {showHeading ? (
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            Filters
          </h2>
        ) : (
          <span />
        )}
        <Button variant="link" size="sm" onClick={onClear}>
          Clear
        </Button>
      </div>

      <Section title="Price">
        <PriceFilter
          price={filters.price}
          onChange={(price) => onChange({ ...filters, price })}
          liveAfterPaint={inDialog}
        />
      </Section>

      <Section title="Category">
        <ul className="flex flex-col gap-2">
          {categories.map(({ value, count }) => (
            <li key={value}>
              <Checkbox
                label={value}
                count={count}
                checked={filters.categories.includes(value)}
                onCheckedChange={() => onChange(toggleCategory(filters, value))}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Brand">
        <ul className="flex flex-col gap-2">
          {brands.map(({ value, count }) => (
            <li key={value}>
              <Checkbox
                label={value}
                count={count}
                checked={filters.brands.includes(value)}
                onCheckedChange={() => onChange(toggleBrand(filters, value))}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Rating">
        <RadioGroup
          aria-label="Rating"
          value={filters.rating > 0 ? String(filters.rating) : ''}
          onValueChange={(value) => onChange({ ...filters, rating: Number(value) || 0 })}
        >
          {RATING_CHOICES.map((stars) => (
            <RadioGroupItem
              key={stars}
              value={String(stars)}
              label={
                <>
                  {stars} Stars & above
                  {ratings === undefined ? null : (
                    <>
                      {' '}
                      <span className="text-neutral-600">({ratings[String(stars)] ?? 0})</span>
                    </>
                  )}
                </>
              }
            />
          ))}
        </RadioGroup>
      </Section>

      <Section title="Sort by price">
        <RadioGroup
          aria-label="Sort by price"
          value={filters.sort || NO_SORT}
          onValueChange={(value) => onChange({ ...filters, sort: parseSortOrder(value) })}
        >
          {SORT_OPTIONS.map(({ value, label }) => (
            <RadioGroupItem key={label} value={value || NO_SORT} label={label} />
          ))}
        </RadioGroup>
      </Section>
    </div>
  );
}
