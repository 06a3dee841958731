/**
 * Failure injection per endpoint group: off, a 500, a network error, or a request that never
 * answers. One select per group, named by the group.
 */
import { useId } from 'react';
import {
  ENDPOINT_GROUPS,
  type BackendSettings,
  type EndpointGroup,
  type FailureMode,
} from '@/domain/console';
import { Button } from '@/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/select';
import { cn } from '@/lib/cn';
import { FAILURE_LABELS } from './failure-labels';

const MODES = Object.keys(FAILURE_LABELS) as FailureMode[];

const isFailureMode = (value: string): value is FailureMode => value in FAILURE_LABELS;

export interface FailureSwitchesProps {
  failures: BackendSettings['failures'];
  disabled?: boolean;
  onChange: (group: EndpointGroup, mode: FailureMode) => void;
  onAllOff: () => void;
}

export function FailureSwitches({
  failures,
  disabled = false,
  onChange,
  onAllOff,
}: FailureSwitchesProps) {
  const idPrefix = useId();
  const anyOn = ENDPOINT_GROUPS.some((group) => (failures[group] ?? 'none') !== 'none');
  return (
    <fieldset data-slot="failure-switches" className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-neutral-800">Failure injection</legend>
      <ul className="flex flex-col gap-1.5">
        {ENDPOINT_GROUPS.map((group) => {
          const mode = failures[group] ?? 'none';
          const id = `${idPrefix}-${group}`;
          return (
            <li key={group} className="flex items-center justify-between gap-3">
              <label htmlFor={id} className="font-mono text-sm text-neutral-800">
                {group}
              </label>
              <Select
                value={mode}
                disabled={disabled}
                onValueChange={(value) => {
                  if (isFailureMode(value)) onChange(group, value);
                }}
              >
                <SelectTrigger
                  id={id}
                  className={cn(
                    'h-9 w-40',
                    mode !== 'none' && 'border-danger-700 font-semibold text-danger-800',
                  )}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {MODES.map((m) => (
                    <SelectItem key={m} value={m}>
                      {FAILURE_LABELS[m]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </li>
          );
        })}
      </ul>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        disabled={!anyOn || disabled}
        onClick={onAllOff}
      >
        Turn all failures off
      </Button>
    </fieldset>
  );
}
