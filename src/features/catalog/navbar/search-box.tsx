/**
 * The navbar search (docs/shop/screens.md, Navbar): a combobox with suggestions as you type (ARIA
 * 1.2 list autocomplete). Arrow keys move through the suggestions, Enter opens the highlighted one
 * (or searches for the text), Escape closes the list and, pressed again, clears the text.
 * Presentational: the container decides what typing, choosing and submitting do.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import type { Suggestion } from '@/domain/search';
import { cn } from '@/lib/cn';

interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  suggestions: readonly Suggestion[];
  onSelect: (suggestion: Suggestion) => void;
  onSubmit: (value: string) => void;
  /** Start with the list open (stories). */
  defaultOpen?: boolean;
  className?: string;
}

const KIND_LABEL: Record<Suggestion['kind'], string> = {
  category: 'Category',
  brand: 'Brand',
  product: 'Product',
};

export const suggestionKey = (s: Suggestion) =>
  s.kind === 'product' ? `product:${s.id}` : `${s.kind}:${s.label}`;

export function SearchBox({
  value,
  onValueChange,
  suggestions,
  onSelect,
  onSubmit,
  defaultOpen = false,
  className,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestions.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : suggestions.length - 1);
          return;
        }
        // Wraps through "no option" (-1) so the text itself can be reached again.
        const count = suggestions.length + 1;
        setActive(((((activeIndex + 1 + step) % count) + count) % count) - 1);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const suggestion = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (suggestion) choose(suggestion);
        else {
          setOpen(false);
          onSubmit(value);
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        return;
      }
      default:
    }
  };

  return (
    <form
      role="search"
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-600"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search on Glamour"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(event) => {
          setOpen(true);
          setActive(-1);
          onValueChange(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-pill border border-neutral-500 bg-neutral-50 pr-4 pl-9 text-base text-neutral-900 placeholder:text-neutral-600 focus-visible:border-brand-700 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-y-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-raised"
      >
        {suggestions.map((suggestion, index) => (
          // Keyboard use goes through the input (aria-activedescendant); options take the pointer only.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestionKey(suggestion)}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the input: a mousedown elsewhere would blur it and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-neutral-900',
              index === activeIndex && 'bg-brand-50 text-brand-900',
            )}
          >
            <span className="truncate">{suggestion.label}</span>
            <span className="shrink-0 text-xs text-neutral-600">{KIND_LABEL[suggestion.kind]}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
