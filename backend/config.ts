/**
 * Run-time settings of the simulated back end: latency and failure injection (the console contract of
 * src/domain/console.ts), plus the clock and id source, which Storybook pins so pixels stay still.
 *
 * Latency, strongest first: URL `?latency=N`, localStorage `glamour.latency`, env `VITE_MOCK_LATENCY`,
 * the console's saved settings, then the spec's 400 ms. Node (tests) starts at 0.
 */
import {
  BACKEND_SETTINGS_EVENT,
  BACKEND_SETTINGS_REQUEST_EVENT,
  DEFAULT_SETTINGS,
  MAX_LATENCY_MS,
  SETTINGS_STORAGE_KEY,
  type BackendSettings,
  type EndpointGroup,
  type FailureMode,
} from '@/domain/console';
import { settingsSchema } from './validation';

export const LATENCY_STORAGE_KEY = 'glamour.latency';
export const CATALOG_STORAGE_KEY = 'glamour.catalog';

const isBrowser = typeof window !== 'undefined' && typeof window.document !== 'undefined';

function safeStorage(): Storage | undefined {
  try {
    return isBrowser ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function parseLatency(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  return Math.min(MAX_LATENCY_MS, Math.max(0, Math.round(n)));
}

function urlParam(name: string): string | null {
  try {
    return isBrowser ? new URLSearchParams(window.location.search).get(name) : null;
  } catch {
    return null;
  }
}

function envLatency(): string | undefined {
  try {
    const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
    return env?.VITE_MOCK_LATENCY;
  } catch {
    return undefined;
  }
}

function savedSettings(): BackendSettings | undefined {
  const raw = safeStorage()?.getItem(SETTINGS_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: a damaged settings entry is ignored, not fatal
  }
  console.warn('[glamour] ignoring damaged back-end settings in localStorage');
  return undefined;
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

const savedAtStart = isBrowser ? savedSettings() : undefined;

function initialSettings(): BackendSettings {
  if (!isBrowser) return { latencyMs: 0, failures: {} };
  return resolveSettings({
    search: window.location.search,
    storedLatency: safeStorage()?.getItem(LATENCY_STORAGE_KEY),
    envLatency: envLatency(),
    saved: savedAtStart,
  });
}

let settings: BackendSettings = initialSettings();

/** Tells the page the saved settings (BACKEND_SETTINGS_EVENT): the app's badge follows them. */
function announceSaved(saved: BackendSettings | undefined): void {
  if (!isBrowser) return;
  window.dispatchEvent(new CustomEvent(BACKEND_SETTINGS_EVENT, { detail: saved ?? null }));
}

// Every tab runs its own copy of the handlers: when the console saves settings in one tab, the
// others follow through the storage event.
if (isBrowser) {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SETTINGS_STORAGE_KEY) return;
    const next = savedSettings();
    if (next) settings = { latencyMs: next.latencyMs, failures: { ...next.failures } };
    announceSaved(next);
  });
  // The app's badge may start after this module: it asks, and hears the saved settings again.
  window.addEventListener(BACKEND_SETTINGS_REQUEST_EVENT, () => announceSaved(savedSettings()));
  announceSaved(savedAtStart);
}

export function getSettings(): BackendSettings {
  return { latencyMs: settings.latencyMs, failures: { ...settings.failures } };
}

/** Replaces the settings; `persist` keeps them for the next visit (the console's Save). */
export function setSettings(next: BackendSettings, { persist = false } = {}): BackendSettings {
  settings = { latencyMs: next.latencyMs, failures: { ...next.failures } };
  if (persist) {
    try {
      safeStorage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
      // A saved console latency must win over an older quick override on the next load.
      safeStorage()?.removeItem(LATENCY_STORAGE_KEY);
    } catch {
      // storage full or unavailable: the settings still apply to this page
    }
    announceSaved(settings);
  }
  return getSettings();
}

export function failureFor(group: EndpointGroup): FailureMode {
  return settings.failures[group] ?? 'none';
}

/** `?catalog=N` or localStorage `glamour.catalog`: a generated catalogue of N products (perf work). */
export function parseCatalogSize(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : undefined;
}

export function catalogSize(): number | undefined {
  return parseCatalogSize(urlParam('catalog') ?? safeStorage()?.getItem(CATALOG_STORAGE_KEY));
}

// Clock and ids: real by default; Storybook and tests pin them so rendered output is deterministic.
const PINNED_TIME = Date.parse('2026-01-15T10:30:00+05:30');
let pinned = false;
let idCounter = 0;

export function now(): Date {
  return pinned ? new Date(PINNED_TIME) : new Date();
}

function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newId(): string {
  if (!pinned) return randomId();
  idCounter += 1;
  return `00000000-0000-4000-8000-${String(idCounter).padStart(12, '0')}`;
}

/** Restarts the pinned id sequence (the store calls it on reset, so each story sees the same ids). */
export function restartIds(): void {
  idCounter = 0;
}

export interface BackendOptions {
  latencyMs?: number;
  /** Fixed clock and sequential ids, for stories and screenshots. */
  deterministic?: boolean;
  /** Clears every injected failure. */
  clearFailures?: boolean;
}

/** For Storybook and tests: adjust the running back end without persisting anything. */
export function configureBackend(options: BackendOptions): void {
  if (options.latencyMs !== undefined) {
    settings = { ...settings, latencyMs: Math.min(MAX_LATENCY_MS, Math.max(0, options.latencyMs)) };
  }
  if (options.clearFailures) settings = { ...settings, failures: {} };
  if (options.deterministic !== undefined) pinned = options.deterministic;
}
