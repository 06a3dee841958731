/**
 * Options around the request: send the session token, a timeout, and the panels' colour scheme.
 */
import { useId } from 'react';
import { Checkbox } from '@/ui/checkbox';
import { FieldHint } from '@/ui/field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import type { ColorScheme } from './tester-machine';

export interface RequestOptionsProps {
  useToken: boolean;
  signedIn: boolean;
  timeoutMs: number;
  scheme: ColorScheme;
  onTokenToggle: (enabled: boolean) => void;
  onTimeoutChange: (ms: number) => void;
  onSchemeChange: (scheme: ColorScheme) => void;
}

export function RequestOptions({
  useToken,
  signedIn,
  timeoutMs,
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
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-timeout`}>Timeout (ms)</Label>
        <Input
          id={`${id}-timeout`}
          type="number"
          min={0}
          step={100}
          inputMode="numeric"
          value={timeoutMs}
          aria-describedby={`${id}-timeout-hint`}
          className="h-9 w-24"
          onChange={(event) => onTimeoutChange(event.target.valueAsNumber)}
        />
        <span id={`${id}-timeout-hint`} className="text-xs text-neutral-600">
          0 waits forever
        </span>
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
