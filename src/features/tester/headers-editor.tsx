/**
 * Header rows (docs/shop/rules.md, Request tester): a checkbox to send the row, its name and value,
 * and a remove button. The last row is always blank; typing in it adds the next one (the machine's
 * rule), so it has no remove button. A name or value fetch would refuse is explained under its row.
 */
import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { headerRowErrors, isBlankRow, type HeaderRow, type RowPatch } from '@/domain/tester';
import { Checkbox } from '@/ui/checkbox';
import { FieldError } from '@/ui/field';
import { IconButton } from '@/ui/icon-button';
import { Input } from '@/ui/input';

export interface HeadersEditorProps {
  rows: HeaderRow[];
  onEdit: (id: string, patch: RowPatch) => void;
  onRemove: (id: string) => void;
}

export function HeadersEditor({ rows, onEdit, onRemove }: HeadersEditorProps) {
  const id = useId();
  // A removed row takes its remove button with it: focus goes to the name of the row that takes
  // its place (there always is one, the blank last row), not to the page's body.
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<string | null>(null);
  useEffect(() => {
    const next = focusAfterRemove.current;
    if (next === null) return;
    focusAfterRemove.current = null;
    const names = list.current?.querySelectorAll<HTMLInputElement>('input[data-row]') ?? [];
    [...names].find((input) => input.dataset.row === next)?.focus();
  }, [rows]);
  return (
    <fieldset data-slot="headers-editor" className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-neutral-800">Headers</legend>
      <p className="sr-only">Only checked rows with a name are sent.</p>
      <ul ref={list} className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const n = index + 1;
          const trailing = index === rows.length - 1 && isBlankRow(row);
          const errors = headerRowErrors(row);
          const nameErrorId = `${id}-${row.id}-name-error`;
          const valueErrorId = `${id}-${row.id}-value-error`;
          return (
            <li key={row.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Checkbox
                  checked={row.enabled}
                  aria-label={`Send header ${n}`}
                  onCheckedChange={(checked) => onEdit(row.id, { enabled: checked === true })}
                />
                <Input
                  value={row.name}
                  data-row={row.id}
                  aria-label={`Header ${n} name`}
                  placeholder="Name"
                  autoComplete="off"
                  spellCheck={false}
                  className="h-9 font-mono"
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? nameErrorId : undefined}
                  onChange={(event) => onEdit(row.id, { name: event.target.value })}
                />
                <Input
                  value={row.value}
                  aria-label={`Header ${n} value`}
                  placeholder="Value"
                  autoComplete="off"
                  spellCheck={false}
                  className="h-9 font-mono"
                  aria-invalid={errors.value ? true : undefined}
                  aria-describedby={errors.value ? valueErrorId : undefined}
                  onChange={(event) => onEdit(row.id, { value: event.target.value })}
                />
                {trailing ? (
                  // Keeps the columns aligned where the remove button would be.
                  <span aria-hidden="true" className="size-8 shrink-0" />
                ) : (
                  <IconButton
                    label={`Remove header ${n}`}
                    size="sm"
                    onClick={() => {
                      focusAfterRemove.current = rows[index + 1]?.id ?? null;
                      onRemove(row.id);
                    }}
                  >
                    <X aria-hidden="true" />
                  </IconButton>
                )}
              </div>
              <FieldError id={nameErrorId}>{errors.name}</FieldError>
              <FieldError id={valueErrorId}>{errors.value}</FieldError>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
