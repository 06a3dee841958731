/**
 * The app-wide reminder that the simulated back end is not on its defaults (a failure switch on, or
 * another latency), so nobody takes an injected failure for a bug. It links to the console. It
 * follows the settings the back end announces (BACKEND_SETTINGS_EVENT, src/domain/console.ts), never
 * the back end's own storage.
 */
import { Link } from 'react-router-dom';
import { FlaskConical } from 'lucide-react';
import {
  BACKEND_SETTINGS_EVENT,
  BACKEND_SETTINGS_REQUEST_EVENT,
  DEFAULT_LATENCY_MS,
  ENDPOINT_GROUPS,
  isNonDefault,
  type BackendSettings,
} from '@/domain/console';
import { createExternalStore } from '@/lib/external-store';
import { useExternalStore } from '@/lib/use-external-store';
import { paths } from '@/lib/paths';
import { FAILURE_LABELS } from './console/failure-labels';

/** 'cart: 500', 'Latency 1200 ms': what differs from the defaults. */
export function describeSettings(settings: BackendSettings): string[] {
  const parts = ENDPOINT_GROUPS.flatMap((group) => {
    const mode = settings.failures[group];
    return mode && mode !== 'none' ? [`${group}: ${FAILURE_LABELS[mode]}`] : [];
  });
  if (settings.latencyMs !== DEFAULT_LATENCY_MS) parts.push(`Latency ${settings.latencyMs} ms`);
  return parts;
}

export function SettingsBadgeView({ settings }: { settings: BackendSettings }) {
  const parts = describeSettings(settings);
  const failures = parts.filter((part) => !part.startsWith('Latency'));
  const latency = parts.find((part) => part.startsWith('Latency'));
  const summary = [
    failures.length > 0
      ? `${failures.length} ${failures.length === 1 ? 'failure' : 'failures'} on`
      : null,
    latency ?? null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link
      to={paths.mockman}
      data-slot="settings-badge"
      title={parts.join(', ')}
      className="inline-flex items-center gap-1.5 rounded-pill border border-warning-700 bg-warning-50 px-3 py-1 text-xs font-semibold text-warning-800 shadow-raised hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Back end: {summary}
      <span className="sr-only"> ({parts.join(', ')}). Open the back-end console.</span>
    </Link>
  );
}

/** The back end's saved settings as it last announced them; null until it does (or none saved). */
export const announcedSettings = createExternalStore<BackendSettings | null>(null);

if (typeof window !== 'undefined') {
  window.addEventListener(BACKEND_SETTINGS_EVENT, (event) => {
    announcedSettings.set((event as CustomEvent<BackendSettings | null>).detail ?? null);
  });
  // The back end may have started (and announced) before this code arrived: ask again.
  window.dispatchEvent(new Event(BACKEND_SETTINGS_REQUEST_EVENT));
}

/** Rendered by the layout: shows nothing while the saved settings are the defaults. */
export function BackendSettingsBadge() {
  const settings = useExternalStore(announcedSettings, () => null);
  if (!settings || !isNonDefault(settings)) return null;
  return (
    <div className="fixed bottom-4 left-4 z-40">
      <SettingsBadgeView settings={settings} />
    </div>
  );
}
