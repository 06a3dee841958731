/**
 * The response panel (docs/shop/screens.md, Request tester): 'Response is undefined.' before any
 * answer; then the status, time and size, the data (or the whole response when it has none) and the
 * headers as trees. A failed request shows the error's text, and its response when the server
 * answered (4xx, 5xx), else the error itself (docs/shop/errors.md, Request tester).
 */
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/spinner';
import { panelThemes } from './panel-theme';
import { JsonTree } from './json-tree';
import type { ColorScheme } from './tester-machine';
import {
  formatDuration,
  formatSize,
  type TesterFailure,
  type TesterResponse,
} from './tester-response';

export type ResponseStatus = 'idle' | 'sending' | 'received' | 'failed';

export interface ResponsePanelProps {
  status: ResponseStatus;
  response?: TesterResponse | null;
  failure?: TesterFailure | null;
  scheme?: ColorScheme;
}

export function ResponsePanel({
  status,
  response,
  failure,
  scheme = 'standard',
}: ResponsePanelProps) {
  const titleId = useId();
  const theme = panelThemes[scheme];
  const shown = status === 'failed' ? failure?.response : response;
  return (
    <section
      data-slot="response-panel"
      aria-labelledby={titleId}
      aria-busy={status === 'sending'}
      className={cn('flex min-w-0 flex-col gap-3 rounded-lg border p-4', theme.surface)}
    >
      <h2 id={titleId} className="text-base font-semibold">
        Response
      </h2>
      {status === 'sending' ? (
        <p className={cn('flex items-center gap-2 text-sm', theme.muted)}>
          <Spinner size="sm" label={null} />
          Waiting for the response…
        </p>
      ) : null}
      {status === 'idle' ? (
        <p className={cn('text-sm', theme.muted)}>Response is undefined.</p>
      ) : null}
      {status === 'failed' && failure ? (
        <p role="alert" className={cn('text-sm font-semibold', theme.bad)}>
          {failure.message}
        </p>
      ) : null}
      {shown && (status === 'received' || status === 'failed') ? (
        <ResponseDetails response={shown} scheme={scheme} />
      ) : null}
      {status === 'failed' && failure && !failure.response ? (
        // No answer at all (network error, timeout, abort): the error object is the response.
        <JsonTree
          data={{ message: failure.message, code: failure.code }}
          label="Error"
          scheme={scheme}
        />
      ) : null}
    </section>
  );
}

function ResponseDetails({ response, scheme }: { response: TesterResponse; scheme: ColorScheme }) {
  const theme = panelThemes[scheme];
  const ok = response.status >= 200 && response.status < 300;
  const { data, ...rest } = response;
  return (
    <>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className={theme.muted}>Status</dt>
          <dd className={cn('font-semibold', ok ? theme.ok : theme.bad)} data-testid="status">
            {response.status} {response.statusText}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className={theme.muted}>Time</dt>
          <dd className="font-semibold">{formatDuration(response.timeMs)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className={theme.muted}>Size</dt>
          <dd className="font-semibold">{formatSize(response.sizeBytes)}</dd>
        </div>
      </dl>
      <h3 className="text-sm font-semibold">Data</h3>
      <JsonTree data={data === undefined ? rest : data} label="Response data" scheme={scheme} />
      <h3 className="text-sm font-semibold">Headers</h3>
      <JsonTree data={response.headers} label="Response headers" scheme={scheme} />
    </>
  );
}
