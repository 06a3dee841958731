/**
 * The request tester (docs/shop/rules.md, Request tester): editing → sending → received | failed.
 * Edits are accepted in every state, so the last answer stays on screen while the next request is
 * written. Side effects (the request, console logging, saving the history) are named so tests and
 * stories swap them with machine.provide.
 */
import { createActorContext } from '@xstate/react';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  addToHistory,
  bodyError,
  buildRequest,
  DEFAULT_BODY,
  DEFAULT_ENDPOINT,
  DEFAULT_METHOD,
  defaultHeaderRows,
  editRow,
  forLog,
  foreignOrigin,
  headersAreValid,
  removeRow,
  timeoutError,
  withTrailingBlank,
  type HeaderRow,
  type HistoryEntry,
  type HttpMethod,
  type RowPatch,
  type TesterRequest,
} from '@/domain/tester';
import { saveHistory } from './history-storage';
import { sendRequest } from './send-request';
import {
  abortFailure,
  isTesterFailure,
  networkFailure,
  timeoutFailure,
  type TesterFailure,
  type TesterResponse,
} from './tester-response';

export type ColorScheme = 'standard' | 'dark';

export interface TesterContext {
  method: HttpMethod;
  endpoint: string;
  rows: HeaderRow[];
  /** Counter for new header rows' ids. */
  nextRowId: number;
  bodyText: string;
  bodyError: string | null;
  /** 'Use my session token': the container passes the token with each submit. */
  useToken: boolean;
  /** The shop's own origin: the token goes there only... */
  origin: string;
  /** ...or to this other origin, once the person has confirmed it in the UI. */
  tokenConfirmedOrigin: string | null;
  /** 0: no timeout (the default). */
  timeoutMs: number;
  scheme: ColorScheme;
  /** The request being sent or last sent. */
  sent: TesterRequest | null;
  response: TesterResponse | null;
  failure: TesterFailure | null;
  history: HistoryEntry[];
}

export interface TesterInput {
  history?: HistoryEntry[];
  /** The shop's origin (default: the page's). */
  origin?: string;
  /** Starting edits, e.g. for a story showing a particular request. */
  draft?: Partial<Pick<TesterContext, 'method' | 'endpoint' | 'rows' | 'bodyText' | 'scheme'>>;
}

export type TesterEvent =
  | { type: 'method.change'; method: HttpMethod }
  | { type: 'endpoint.change'; endpoint: string }
  | { type: 'header.edit'; id: string; patch: RowPatch }
  | { type: 'header.remove'; id: string }
  | { type: 'body.change'; text: string }
  | { type: 'token.toggle'; enabled: boolean }
  /** Confirms sending the token to this other origin (null takes the confirmation back). */
  | { type: 'token.confirmOrigin'; origin: string | null }
  | { type: 'timeout.change'; ms: number }
  | { type: 'scheme.change'; scheme: ColorScheme }
  | { type: 'request.submit'; token?: string | null }
  | { type: 'request.cancel' }
  | { type: 'history.restore'; index: number }
  | { type: 'history.clear' }
  /** Another tab saved the history: this one shows (and adds to) that one. */
  | { type: 'history.sync'; history: HistoryEntry[] };

/** The token goes to the shop's own origin, or to another one only once confirmed. */
export function tokenToSend(
  context: Pick<TesterContext, 'useToken' | 'endpoint' | 'origin' | 'tokenConfirmedOrigin'>,
  token: string | null | undefined,
): string | null {
  if (!context.useToken || !token) return null;
  const foreign = foreignOrigin(context.endpoint, context.origin);
  return foreign === null || foreign === context.tokenConfirmedOrigin ? token : null;
}

const nextIds = (start: number) => {
  let next = start;
  return { newId: () => `h${next++}`, current: () => next };
};

export const testerMachine = setup({
  types: {
    context: {} as TesterContext,
    events: {} as TesterEvent,
    input: {} as TesterInput,
  },
  actors: {
    send: fromPromise<TesterResponse, { request: TesterRequest }>(({ input, signal }) =>
      sendRequest(input.request, signal),
    ),
  },
  actions: {
    logResponse: ({ context }) => {
      console.info('[mockman] response', context.sent && forLog(context.sent), context.response);
    },
    logFailure: ({ context }) => {
      console.error(
        '[mockman] request failed',
        context.sent && forLog(context.sent),
        context.failure,
      );
    },
    persistHistory: ({ context }) => saveHistory(context.history),
  },
  guards: {
    canSend: ({ context }) =>
      context.bodyError === null &&
      headersAreValid(context.rows) &&
      timeoutError(context.timeoutMs) === null,
    hasTimeout: ({ context }) => context.timeoutMs > 0,
  },
  delays: {
    requestTimeout: ({ context }) => context.timeoutMs,
  },
}).createMachine({
  id: 'tester',
  context: ({ input }) => {
    const draft = input.draft ?? {};
    const rows = draft.rows ?? defaultHeaderRows();
    const bodyText = draft.bodyText ?? DEFAULT_BODY;
    return {
      method: draft.method ?? DEFAULT_METHOD,
      endpoint: draft.endpoint ?? DEFAULT_ENDPOINT,
      rows,
      nextRowId: rows.length,
      bodyText,
      bodyError: bodyError(bodyText),
      useToken: false,
      origin: input.origin ?? globalThis.location?.origin ?? 'http://localhost',
      tokenConfirmedOrigin: null,
      timeoutMs: 0,
      scheme: draft.scheme ?? 'standard',
      sent: null,
      response: null,
      failure: null,
      history: input.history ?? [],
    };
  },
  initial: 'editing',
  on: {
    'method.change': { actions: assign({ method: ({ event }) => event.method }) },
    'endpoint.change': { actions: assign({ endpoint: ({ event }) => event.endpoint }) },
    'header.edit': {
      actions: assign(({ context, event }) => {
        const ids = nextIds(context.nextRowId);
        const rows = editRow(context.rows, event.id, event.patch, ids.newId);
        return { rows, nextRowId: ids.current() };
      }),
    },
    'header.remove': {
      actions: assign(({ context, event }) => {
        const ids = nextIds(context.nextRowId);
        const rows = removeRow(context.rows, event.id, ids.newId);
        return { rows, nextRowId: ids.current() };
      }),
    },
    'body.change': {
      actions: assign({
        bodyText: ({ event }) => event.text,
        bodyError: ({ event }) => bodyError(event.text),
      }),
    },
    'token.toggle': { actions: assign({ useToken: ({ event }) => event.enabled }) },
    'token.confirmOrigin': {
      actions: assign({ tokenConfirmedOrigin: ({ event }) => event.origin }),
    },
    // Kept as typed (a blank field is 0): an out-of-range value is shown with its message and
    // blocks sending, rather than being silently changed.
    'timeout.change': {
      actions: assign({
        timeoutMs: ({ event }) => (Number.isFinite(event.ms) ? Math.round(event.ms) : 0),
      }),
    },
    'scheme.change': { actions: assign({ scheme: ({ event }) => event.scheme }) },
    'history.restore': {
      actions: assign(({ context, event }) => {
        const entry = context.history[event.index];
        if (!entry) return {};
        // Fresh ids: a restored row must not share a key with a row already on screen.
        const ids = nextIds(context.nextRowId);
        const rows = withTrailingBlank(
          entry.rows.map((row) => ({ ...row, id: ids.newId() })),
          ids.newId,
        );
        return {
          method: entry.method,
          endpoint: entry.endpoint,
          rows,
          nextRowId: ids.current(),
          bodyText: entry.bodyText,
          bodyError: bodyError(entry.bodyText),
        };
      }),
    },
    'history.clear': { actions: [assign({ history: [] }), 'persistHistory'] },
    'history.sync': { actions: assign({ history: ({ event }) => event.history }) },
  },
  states: {
    editing: {
      on: { 'request.submit': { guard: 'canSend', target: 'sending' } },
    },
    sending: {
      entry: [
        assign(({ context, event }) => {
          assertEvent(event, 'request.submit');
          const built = buildRequest({
            method: context.method,
            endpoint: context.endpoint,
            rows: context.rows,
            bodyText: context.bodyText,
            token: tokenToSend(context, event.token),
          });
          const entry: HistoryEntry = {
            method: context.method,
            endpoint: context.endpoint,
            rows: context.rows.filter((row) => row.name !== '' || row.value !== ''),
            bodyText: context.bodyText,
          };
          return {
            sent: built.ok ? built.request : null,
            response: null,
            failure: null,
            history: addToHistory(context.history, entry),
          };
        }),
        'persistHistory',
      ],
      invoke: {
        src: 'send',
        input: ({ context }) => {
          // The canSend guard let us in, so the request was built.
          if (!context.sent) throw new Error('no request was built');
          return { request: context.sent };
        },
        onDone: {
          target: 'received',
          actions: [assign({ response: ({ event }) => event.output }), 'logResponse'],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              failure: ({ event }) =>
                isTesterFailure(event.error) ? event.error : networkFailure(),
            }),
            'logFailure',
          ],
        },
      },
      after: {
        requestTimeout: {
          guard: 'hasTimeout',
          target: 'failed',
          actions: [
            assign({ failure: ({ context }) => timeoutFailure(context.timeoutMs) }),
            'logFailure',
          ],
        },
      },
      on: {
        // Leaving the state stops the send actor, which aborts its fetch through the signal.
        'request.cancel': {
          target: 'failed',
          actions: [assign({ failure: () => abortFailure() }), 'logFailure'],
        },
      },
    },
    received: {
      on: { 'request.submit': { guard: 'canSend', target: 'sending' } },
    },
    failed: {
      on: { 'request.submit': { guard: 'canSend', target: 'sending' } },
    },
  },
});

/** The effects a host replaces (the request, logging, saving the history): stories and tests. */
export type TesterEffects = Parameters<typeof testerMachine.provide>[0];

/** The running tester for React: tester.tsx provides it, its views read it through its selectors. */
export const TesterActor = createActorContext(testerMachine);
