/**
 * The simulation as a page runs it: settings from the URL, localStorage and the console's saved copy;
 * Save keeps them in localStorage and every tab follows (storage events); each log entry is posted on
 * a BroadcastChannel so the console updates live; the app's back-end badge hears the saved settings.
 */
import {
  BACKEND_SETTINGS_EVENT,
  BACKEND_SETTINGS_REQUEST_EVENT,
  LOG_CHANNEL,
  SETTINGS_STORAGE_KEY,
  type BackendSettings,
} from '@/domain/console';
import { settingsSchema } from '../validation';
import { createRequestLog, type RequestLog } from './log';
import { LATENCY_STORAGE_KEY, resolveSettings } from './settings';
import { createSimulation, type Simulation } from './simulation';

export { browserCatalogSize } from './settings';

function safeStorage(host: Window): Storage | undefined {
  try {
    return host.localStorage;
  } catch {
    return undefined;
  }
}

function savedSettings(host: Window): BackendSettings | undefined {
  const raw = safeStorage(host)?.getItem(SETTINGS_STORAGE_KEY);
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

/**
 * A request log whose entries are posted on the page's log channel, for the live console. The
 * channel opens with the first entry (Storybook scopes the channel per page before that).
 */
export function broadcastLog(): RequestLog {
  let channel: BroadcastChannel | null | undefined;
  return createRequestLog((entry) => {
    channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOG_CHANNEL);
    channel?.postMessage(entry);
  });
}

/** `onWriteAnswered`: the page's kept write is forgotten (src/api/pending-writes.ts). */
export function browserSimulation(
  host: Window,
  envLatency?: string,
  onWriteAnswered?: (id: string) => void,
): Simulation {
  const announce = (saved: BackendSettings | undefined) =>
    host.dispatchEvent(new CustomEvent(BACKEND_SETTINGS_EVENT, { detail: saved ?? null }));
  const saved = savedSettings(host);
  const simulation = createSimulation({
    initial: resolveSettings({
      search: host.location.search,
      storedLatency: safeStorage(host)?.getItem(LATENCY_STORAGE_KEY),
      envLatency,
      saved,
    }),
    persist(settings) {
      try {
        safeStorage(host)?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
        // A saved console latency must win over an older quick override on the next load.
        safeStorage(host)?.removeItem(LATENCY_STORAGE_KEY);
      } catch {
        // storage full or unavailable: the settings still apply to this page
      }
      announce(settings);
    },
    log: broadcastLog(),
    onWriteAnswered,
  });
  // Every tab runs its own back end: when the console saves settings in one tab, the others follow.
  host.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SETTINGS_STORAGE_KEY) return;
    const next = savedSettings(host);
    if (next) simulation.apply(next);
    announce(next);
  });
  // The app's badge may start after the back end: it asks, and hears the saved settings again.
  host.addEventListener(BACKEND_SETTINGS_REQUEST_EVENT, () => announce(savedSettings(host)));
  announce(saved);
  return simulation;
}
