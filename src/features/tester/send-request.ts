/**
 * The tester's one network call: plain fetch, because the tester may call any URL (it is not the
 * shop's typed client). Resolves with the measured response for 2xx and rejects with a
 * TesterFailure otherwise: the tester accepts only 2xx statuses (docs/shop/errors.md, Request
 * tester).
 */
import type { TesterRequest } from '@/domain/tester';
import { whenBackendReady } from '@/lib/backend-ready';
import {
  abortFailure,
  httpFailure,
  networkFailure,
  shownData,
  type TesterResponse,
} from './tester-response';

export interface SendDeps {
  fetch: typeof fetch;
  /** Milliseconds on a monotonic clock, for the time taken. */
  now: () => number;
  /** Waits for the simulated back end, so the first request is not sent before the worker listens. */
  ready: () => Promise<unknown>;
}

const defaultDeps = (): SendDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  now: () => performance.now(),
  ready: whenBackendReady,
});

export async function sendRequest(
  request: TesterRequest,
  signal: AbortSignal,
  deps: SendDeps = defaultDeps(),
): Promise<TesterResponse> {
  await deps.ready();
  if (signal.aborted) throw abortFailure();
  const started = deps.now();
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await deps.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
    // Bytes, not text: a picture's size is its bytes', not those of its text decoding.
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    throw signal.aborted ? abortFailure() : networkFailure();
  }
  const result: TesterResponse = {
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers.entries()),
    data: shownData(bytes, response.headers.get('content-type')),
    timeMs: Math.max(0, deps.now() - started),
    sizeBytes: bytes.byteLength,
  };
  if (!response.ok) throw httpFailure(result);
  return result;
}
