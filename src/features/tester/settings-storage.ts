/**
 * The back end's saved settings as the app's badge sees them: read from localStorage (the back end
 * writes them there), re-read on 'storage' events (other tabs) and on an event the console
 * dispatches after saving (this tab: 'storage' does not fire in the tab that wrote).
 */
import {
  ENDPOINT_GROUPS,
  MAX_LATENCY_MS,
  SETTINGS_STORAGE_KEY,
  type BackendSettings,
  type FailureMode,
} from '@/domain/console';

export const SETTINGS_CHANGED_EVENT = 'glamour:backend-settings-changed';

const MODES: readonly FailureMode[] = ['none', '500', 'network', 'hang'];

export function readSettingsText(): string | null {
  try {
    return globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Saved settings, or null when absent or damaged (then the badge shows nothing). */
export function parseSettings(text: string | null): BackendSettings | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { latencyMs, failures } = value as Record<string, unknown>;
  if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) return null;
  if (failures === null || typeof failures !== 'object') return null;
  const clean: BackendSettings['failures'] = {};
  for (const group of ENDPOINT_GROUPS) {
    const mode = (failures as Record<string, unknown>)[group];
    if (typeof mode === 'string' && (MODES as readonly string[]).includes(mode)) {
      clean[group] = mode as FailureMode;
    }
  }
  return { latencyMs, failures: clean };
}

export function subscribeSettings(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SETTINGS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SETTINGS_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SETTINGS_CHANGED_EVENT, listener);
  };
}

export function announceSettingsChanged(): void {
  window.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
}
