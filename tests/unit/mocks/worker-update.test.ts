/**
 * MSW's unhandled `registration.update()`: a failed update check of the mock worker is handled
 * (seen as an uncaught error in an e2e journey on 2026-12-04); every other rejection is left alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleWorkerUpdateFailure } from '../../../mocks/worker-update';

function rejection(reason: unknown) {
  return { reason, preventDefault: vi.fn<() => void>() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failed update check of the mock worker', () => {
  it('is handled, with a note in the console instead of an uncaught error', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    // Chromium's words, from the journey's trace.
    const event = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('http://127.0.0.1:4173/mockServiceWorker.js'): Not found",
      ),
    );
    expect(handleWorkerUpdateFailure(event)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(String(info.mock.calls[0]?.[0])).toMatch(/goes on answering/);
  });

  it.each([
    ['another error', new Error('boom')],
    [
      'another worker’s update',
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://x/') with script ('http://x/sw.js'): Not found",
      ),
    ],
    ['a value that is not an error', 42],
    ['no reason', undefined],
  ])('leaves %s alone', (_, reason) => {
    const event = rejection(reason);
    expect(handleWorkerUpdateFailure(event)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
