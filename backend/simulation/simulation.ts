/**
 * The console's simulation of a real network, for the in-page back end, stories and tests: latency,
 * failure injection per endpoint group and the request log. Server mode builds its API without one.
 */
import type { BackendSettings, EndpointGroup, FailureMode } from '@/domain/console';
import { createRequestLog, type RequestLog } from './log';
import { clampLatency, copySettings } from './settings';

export interface Simulation {
  settings(): BackendSettings;
  /** The console's Save: replaces the settings and keeps them for the next visit where it can. */
  save(next: BackendSettings): BackendSettings;
  /** Takes settings saved elsewhere (another tab) without keeping them again. */
  apply(next: BackendSettings): void;
  /** Stories and tests: adjust without keeping anything. */
  configure(options: { latencyMs?: number; clearFailures?: boolean }): void;
  failureFor(group: EndpointGroup): FailureMode;
  /**
   * The page's kept write `id` (WRITE_ID_HEADER) was committed or refused: called in the task that
   * committed it, before the latency, so the page that sent it forgets it at once.
   */
  writeAnswered(id: string): void;
  readonly log: RequestLog;
}

export interface SimulationOptions {
  initial?: BackendSettings;
  /** Keeps saved settings (the browser: localStorage); tests and stories keep nothing. */
  persist?: (settings: BackendSettings) => void;
  log?: RequestLog;
  /** The browser: the page's kept write is forgotten (src/api/pending-writes.ts). */
  onWriteAnswered?: (id: string) => void;
}

export function createSimulation(options: SimulationOptions = {}): Simulation {
  let current = copySettings(options.initial ?? { latencyMs: 0, failures: {} });
  return {
    settings: () => copySettings(current),
    save(next) {
      current = copySettings(next);
      options.persist?.(copySettings(current));
      return copySettings(current);
    },
    apply(next) {
      current = copySettings(next);
    },
    configure({ latencyMs, clearFailures }) {
      if (latencyMs !== undefined) current = { ...current, latencyMs: clampLatency(latencyMs) };
      if (clearFailures) current = { ...current, failures: {} };
    },
    failureFor: (group) => current.failures[group] ?? 'none',
    writeAnswered: (id) => options.onWriteAnswered?.(id),
    log: options.log ?? createRequestLog(),
  };
}
