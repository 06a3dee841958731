/**
 * The request panel (docs/shop/screens.md, Request tester): what Submit will send, as the method
 * and URL, the headers and the body as trees, with copy as cURL and as fetch.
 */
import { useId } from 'react';
import { Copy } from 'lucide-react';
import type { TesterRequest } from '@/domain/tester';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { JsonTree } from './json-tree';
import { panelThemes } from './panel-theme';
import type { ColorScheme } from './tester-machine';

export interface RequestPanelProps {
  /** The request as it would be sent; null while the body is invalid. */
  request: TesterRequest | null;
  /** Why there is no request (the body error). */
  error?: string | null;
  scheme?: ColorScheme;
  onCopyCurl?: () => void;
  onCopyFetch?: () => void;
}

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function RequestPanel({
  request,
  error,
  scheme = 'standard',
  onCopyCurl,
  onCopyFetch,
}: RequestPanelProps) {
  const titleId = useId();
  const theme = panelThemes[scheme];
  return (
    <section
      data-slot="request-panel"
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-3 rounded-lg border p-4', theme.surface)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          Request
        </h2>
        {onCopyCurl && onCopyFetch ? (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={!request} onClick={onCopyCurl}>
              <Copy aria-hidden="true" />
              Copy as cURL
            </Button>
            <Button size="sm" variant="secondary" disabled={!request} onClick={onCopyFetch}>
              <Copy aria-hidden="true" />
              Copy as fetch
            </Button>
          </div>
        ) : null}
      </div>
      {request ? (
        <>
          <p className="font-mono text-sm break-all">
            <span className="font-semibold">{request.method}</span> {request.url || '(no endpoint)'}
          </p>
          <h3 className="text-sm font-semibold">Headers</h3>
          <JsonTree data={request.headers} label="Request headers" scheme={scheme} />
          <h3 className="text-sm font-semibold">Body</h3>
          {request.body === undefined ? (
            <p className={cn('text-sm', theme.muted)}>No body: {request.method} sends none.</p>
          ) : (
            <JsonTree data={parsedBody(request.body)} label="Request body" scheme={scheme} />
          )}
        </>
      ) : (
        <p className={cn('text-sm', theme.bad)}>{error ?? 'The request cannot be built.'}</p>
      )}
    </section>
  );
}
