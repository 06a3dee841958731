/**
 * The request tester's container: reads the tester machine, the session (for 'Use my session
 * token') and the back end's route list (endpoint suggestions), and wires the presentational parts.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useSession } from '@/api/session';
import {
  buildRequest,
  foreignOrigin,
  timeoutError,
  toCurl,
  toFetch,
  type TesterRequest,
} from '@/domain/tester';
import { BodyEditor } from './body-editor';
import { routesQuery } from './console/console-api';
import { HeadersEditor } from './headers-editor';
import { HistoryList } from './history-list';
import { followHistory, loadHistory } from './history-storage';
import { RequestBar } from './request-bar';
import { RequestOptions } from './request-options';
import { RequestPanel } from './request-panel';
import { ResponsePanel, type ResponseStatus } from './response-panel';
import { TesterActor, tokenToSend, type testerMachine, type TesterInput } from './tester-machine';

export interface TesterProps {
  /** A provided machine (stories and tests swap the send actor). */
  logic?: typeof testerMachine;
  /** Starting state; by default the saved history. */
  input?: TesterInput;
}

export function Tester({ logic, input }: TesterProps) {
  const [startInput] = useState<TesterInput>(() => input ?? { history: loadHistory() });
  return (
    <TesterActor.Provider logic={logic} options={{ input: startInput }}>
      <TesterView />
    </TesterActor.Provider>
  );
}

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`Copied as ${what}`);
  } catch {
    toast.error('Could not copy: the browser did not allow access to the clipboard.');
  }
}

function TesterView() {
  const actor = TesterActor.useActorRef();
  const snapshot = TesterActor.useSelector((s) => s);
  const { context } = snapshot;
  const session = useSession();
  const token = session.status === 'signedIn' ? session.token : null;
  const routes = useQuery(routesQuery());
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  useEffect(
    () => followHistory((history) => actor.send({ type: 'history.sync', history })),
    [actor],
  );

  const preview = useMemo(
    () =>
      buildRequest({
        method: context.method,
        endpoint: context.endpoint,
        rows: context.rows,
        bodyText: context.bodyText,
        token: tokenToSend(context, token),
      }),
    [context, token],
  );
  const otherOrigin =
    context.useToken && token !== null ? foreignOrigin(context.endpoint, context.origin) : null;

  const status: ResponseStatus = snapshot.matches('sending')
    ? 'sending'
    : snapshot.matches('received')
      ? 'received'
      : snapshot.matches('failed')
        ? 'failed'
        : 'idle';

  const submit = () => {
    if (status === 'sending') return;
    // Nothing is sent while the body is invalid; take the person to the error instead.
    if (context.bodyError) {
      bodyRef.current?.focus();
      return;
    }
    actor.send({ type: 'request.submit', token });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Ctrl+Enter (Cmd+Enter on a Mac) sends from anywhere in the form, the body box included.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const copyAs = (format: 'cURL' | 'fetch', request: TesterRequest) => {
    const origin = window.location.origin;
    void copy(format === 'cURL' ? toCurl(request, origin) : toFetch(request, origin), format);
  };

  return (
    <div data-slot="tester" className="flex min-w-0 flex-col gap-6">
      {/* The key handler catches Ctrl+Enter bubbling from the form's own fields; the form itself
          is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        aria-label="Request"
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        noValidate
      >
        <RequestBar
          method={context.method}
          endpoint={context.endpoint}
          suggestions={routes.data}
          sending={status === 'sending'}
          onMethodChange={(method) => actor.send({ type: 'method.change', method })}
          onEndpointChange={(endpoint) => actor.send({ type: 'endpoint.change', endpoint })}
          onCancel={() => actor.send({ type: 'request.cancel' })}
        />
        <RequestOptions
          useToken={context.useToken}
          signedIn={token !== null}
          timeoutMs={context.timeoutMs}
          timeoutError={timeoutError(context.timeoutMs)}
          foreignOrigin={otherOrigin}
          foreignConfirmed={otherOrigin !== null && otherOrigin === context.tokenConfirmedOrigin}
          onForeignConfirm={(confirmed) =>
            actor.send({
              type: 'token.confirmOrigin',
              origin: confirmed ? otherOrigin : null,
            })
          }
          scheme={context.scheme}
          onTokenToggle={(enabled) => actor.send({ type: 'token.toggle', enabled })}
          onTimeoutChange={(ms) => actor.send({ type: 'timeout.change', ms })}
          onSchemeChange={(scheme) => actor.send({ type: 'scheme.change', scheme })}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <HeadersEditor
            rows={context.rows}
            onEdit={(id, patch) => actor.send({ type: 'header.edit', id, patch })}
            onRemove={(id) => actor.send({ type: 'header.remove', id })}
          />
          <BodyEditor
            text={context.bodyText}
            error={context.bodyError}
            method={context.method}
            textareaRef={bodyRef}
            onChange={(text) => actor.send({ type: 'body.change', text })}
          />
        </div>
      </form>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <RequestPanel
          request={preview.ok ? preview.request : null}
          error={preview.ok ? null : preview.error}
          scheme={context.scheme}
          onCopyCurl={() => preview.ok && copyAs('cURL', preview.request)}
          onCopyFetch={() => preview.ok && copyAs('fetch', preview.request)}
        />
        <ResponsePanel
          status={status}
          response={context.response}
          failure={context.failure}
          scheme={context.scheme}
        />
      </div>
      <HistoryList
        history={context.history}
        onRestore={(index) => actor.send({ type: 'history.restore', index })}
        onClear={() => actor.send({ type: 'history.clear' })}
      />
    </div>
  );
}
