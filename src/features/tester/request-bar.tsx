/**
 * Method, endpoint and Submit (docs/shop/screens.md, Request tester). The endpoint suggests the
 * simulated back end's routes through a native datalist: any text is still accepted (the endpoint
 * is not checked).
 */
import { useId } from 'react';
import { Send, Square } from 'lucide-react';
import { HTTP_METHODS, isHttpMethod, type HttpMethod } from '@/domain/tester';
import type { RouteInfo } from '@/domain/console';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/select';

export interface RequestBarProps {
  method: HttpMethod;
  endpoint: string;
  suggestions?: RouteInfo[];
  sending?: boolean;
  onMethodChange: (method: HttpMethod) => void;
  onEndpointChange: (endpoint: string) => void;
  onCancel: () => void;
}

/** One suggestion per path, naming its methods ('GET, POST'). */
function suggestionList(routes: RouteInfo[]): { path: string; methods: string }[] {
  const byPath = new Map<string, string[]>();
  for (const route of routes) {
    byPath.set(route.path, [...(byPath.get(route.path) ?? []), route.method.toUpperCase()]);
  }
  return [...byPath].map(([path, methods]) => ({
    path,
    methods: [...new Set(methods)].join(', '),
  }));
}

/**
 * Submit is the form's submit button, so Enter in the endpoint sends too. It stays enabled while
 * the body is invalid: the form then sends nothing and points at the body's error.
 */
export function RequestBar({
  method,
  endpoint,
  suggestions = [],
  sending = false,
  onMethodChange,
  onEndpointChange,
  onCancel,
}: RequestBarProps) {
  const id = useId();
  const listId = `${id}-routes`;
  const options = suggestionList(suggestions);
  return (
    <div data-slot="request-bar" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1.5 sm:w-32">
        <Label htmlFor={`${id}-method`}>Method</Label>
        <Select
          value={method}
          onValueChange={(value) => {
            if (isHttpMethod(value)) onMethodChange(value);
          }}
        >
          <SelectTrigger id={`${id}-method`} className="font-semibold">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HTTP_METHODS.map((m) => (
              <SelectItem key={m} value={m}>
                {m}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-endpoint`}>Endpoint</Label>
        <Input
          id={`${id}-endpoint`}
          value={endpoint}
          placeholder="Enter your endpoint"
          list={suggestions.length > 0 ? listId : undefined}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => onEndpointChange(event.target.value)}
        />
        {suggestions.length > 0 ? (
          <datalist id={listId}>
            {options.map((option) => (
              <option key={option.path} value={option.path}>
                {option.methods}
              </option>
            ))}
          </datalist>
        ) : null}
      </div>
      {sending ? (
        <Button
          variant="secondary"
          // The second click of a double-click on Submit lands here, on the button Submit became:
          // it is the same press, not a Cancel (a click's `detail` counts the clicks in a row).
          onClick={(event) => {
            if (event.detail <= 1) onCancel();
          }}
          className="sm:w-28"
        >
          <Square aria-hidden="true" />
          Cancel
        </Button>
      ) : (
        <Button type="submit" className="sm:w-28" aria-keyshortcuts="Control+Enter Meta+Enter">
          <Send aria-hidden="true" />
          Submit
        </Button>
      )}
    </div>
  );
}
