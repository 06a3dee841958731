/**
 * The console's simulation settings (latency and failure injection, the contract of
 * src/domain/console.ts) and where a page's first settings come from.
 *
 * Latency, strongest first: URL `?latency=N`, localStorage `glamour.latency`, env `VITE_MOCK_LATENCY`,
 * the console's saved settings, then the spec's 400 ms.
 */
import { DEFAULT_SETTINGS, MAX_LATENCY_MS, type BackendSettings } from '@/domain/console';

export const LATENCY_STORAGE_KEY = 'glamour.latency';
export const CATALOG_STORAGE_KEY = 'glamour.catalog';

export function parseLatency(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  return clampLatency(n);
}

export function clampLatency(ms: number): number {
  return Math.min(MAX_LATENCY_MS, Math.max(0, Math.round(ms)));
}

export interface SettingsSources {
  /** location.search */
  search: string;
  /** localStorage `glamour.latency` */
  storedLatency?: string | null;
  /** VITE_MOCK_LATENCY */
  envLatency?: string;
  /** The console's saved settings. */
  saved?: BackendSettings;
}

/** The settings a page starts with; the latency override sources, strongest first. */
export function resolveSettings(sources: SettingsSources): BackendSettings {
  const saved = sources.saved ?? DEFAULT_SETTINGS;
  const override =
    parseLatency(new URLSearchParams(sources.search).get('latency')) ??
    parseLatency(sources.storedLatency) ??
    parseLatency(sources.envLatency);
  return { latencyMs: override ?? saved.latencyMs, failures: { ...saved.failures } };
}

/** `?catalog=N` or localStorage `glamour.catalog`: a generated catalogue of N products (perf work). */
export function parseCatalogSize(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : undefined;
}

export const copySettings = (s: BackendSettings): BackendSettings => ({
  latencyMs: s.latencyMs,
  failures: { ...s.failures },
});
