/**
 * The console's simulation settings (latency and failure injection, the contract of
 * src/domain/console.ts) and where a page's first settings come from.
 *
 * Latency, strongest first: URL `?latency=N`, localStorage `glamour.latency`, env `VITE_MOCK_LATENCY`,
 * the console's saved settings, then the spec's 400 ms.
 */
import {
  DEFAULT_SETTINGS,
  MAX_LATENCY_MS,
  STORE_STORAGE_KEY,
  type BackendSettings,
} from '@/domain/console';

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

/** `?catalog=N` or localStorage `glamour.catalog`: a generated catalogue of N products. */
export function browserCatalogSize(host: Window): number | undefined {
  let fromUrl: string | null = null;
  try {
    fromUrl = new URLSearchParams(host.location.search).get('catalog');
  } catch {
    // no URL to read
  }
  let saved: string | null = null;
  try {
    saved = host.localStorage.getItem(CATALOG_STORAGE_KEY);
  } catch {
    // no storage to read (a sandboxed frame)
  }
  return parseCatalogSize(fromUrl ?? saved);
}

/**
 * Whether the simulated back end, once started in this browser, would answer from the seed as it
 * is: no store saved in localStorage (nothing bought, added or changed in the console yet) and no
 * generated catalogue asked for. A prerendered page's data is that very seed (the build rendered it
 * through the same back end), so it is fresh: the app shows it without asking again, and the back
 * end (a large chunk to fetch, evaluate and start) waits for the first request that needs it. The
 * page's entry (src/main.tsx) asks, so this module stays small.
 */
export function startsFromTheSeed(host: Window): boolean {
  try {
    return (
      host.localStorage.getItem(STORE_STORAGE_KEY) === null &&
      browserCatalogSize(host) === undefined
    );
  } catch {
    return false;
  }
}

export const copySettings = (s: BackendSettings): BackendSettings => ({
  latencyMs: s.latencyMs,
  failures: { ...s.failures },
});
