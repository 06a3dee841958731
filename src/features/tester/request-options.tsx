/**
 * Options around the request: send the session token, a timeout, and the panels' colour scheme.
 */
import { useId } from 'react';
import { Checkbox } from '@/ui/checkbox';
import { FieldError, FieldHint } from '@/ui/field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { TIMEOUT_MAX_MS } from '@/domain/tester';
import type { ColorScheme } from './tester-machine';

export interface RequestOptionsProps {
  useToken: boolean;
  signedIn: boolean;
  timeoutMs: number;
  /** Why the timeout cannot be used, if it cannot. */
  timeoutError?: string | null;
  /** The other origin the endpoint points at while the token is on; null for the shop's own. */
  foreignOrigin?: string | null;
  /** Whether the person confirmed sending the token to foreignOrigin. */
  foreignConfirmed?: boolean;
  onForeignConfirm?: (confirmed: boolean) => void;
  scheme: ColorScheme;
  onTokenToggle: (enabled: boolean) => void;
  onTimeoutChange: (ms: number) => void;
  onSchemeChange: (scheme: ColorScheme) => void;
}

export function RequestOptions({
  useToken,
  signedIn,
  timeoutMs,
  timeoutError = null,
  foreignOrigin = null,
  foreignConfirmed = false,
  onForeignConfirm,
  scheme,
  onTokenToggle,
  onTimeoutChange,
  onSchemeChange,
}: RequestOptionsProps) {
  const id = useId();
  return (
    <div data-slot="request-options" className="flex flex-wrap items-start gap-x-8 gap-y-4">
      <div className="flex flex-col gap-1">
        <Checkbox
          label="Use my session token"
          checked={useToken && signedIn}
          disabled={!signedIn}
          aria-describedby={signedIn ? undefined : `${id}-token-hint`}
          onCheckedChange={(checked) => onTokenToggle(checked === true)}
        />
        {signedIn ? null : (
          <FieldHint id={`${id}-token-hint`}>Log in to send your token as authorization.</FieldHint>
        )}
        {signedIn && useToken && foreignOrigin ? (
          // The token opens this shopper's account: it leaves the shop only when asked to, by name.
          <div className="mt-1 flex max-w-md flex-col gap-1 rounded-md border border-warning-500 bg-warning-50 p-2">
            <p id={`${id}-foreign`} className="text-sm text-neutral-800">
              This endpoint is on another site ({foreignOrigin}). Your token is sent only to this
              shop unless you allow it here.
            </p>
            <Checkbox
              label={`Send my token to ${foreignOrigin}`}
              checked={foreignConfirmed}
              aria-describedby={`${id}-foreign`}
              onCheckedChange={(checked) => onForeignConfirm?.(checked === true)}
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-timeout`}>Timeout (ms)</Label>
          <Input
            id={`${id}-timeout`}
            type="number"
            min={0}
            max={TIMEOUT_MAX_MS}
            step={100}
            inputMode="numeric"
            value={timeoutMs}
            aria-describedby={
              timeoutError ? `${id}-timeout-hint ${id}-timeout-error` : `${id}-timeout-hint`
            }
            aria-invalid={timeoutError ? true : undefined}
            className="h-9 w-24"
            onChange={(event) => onTimeoutChange(event.target.valueAsNumber)}
          />
          <span id={`${id}-timeout-hint`} className="text-xs text-neutral-600">
            0 waits forever
          </span>
        </div>
        <FieldError id={`${id}-timeout-error`}>{timeoutError}</FieldError>
      </div>
      <div className="flex items-center gap-3">
        <span id={`${id}-scheme`} className="text-sm font-medium text-neutral-800">
          Colour scheme
        </span>
        <RadioGroup
          aria-labelledby={`${id}-scheme`}
          orientation="horizontal"
          className="flex-row gap-4"
          value={scheme}
          onValueChange={(value) => onSchemeChange(value === 'dark' ? 'dark' : 'standard')}
        >
          <RadioGroupItem value="standard" label="Standard" />
          <RadioGroupItem value="dark" label="Dark" />
        </RadioGroup>
      </div>
    </div>
  );
}
