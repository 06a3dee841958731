/**
 * The live log's list rules. Each tab runs its own simulated back end with its own sequence
 * numbers, and the BroadcastChannel carries every tab's calls, so an entry is identified by more
 * than its seq, and ordered by arrival time.
 */
import type { LogEntry } from '@/domain/console';

export const LOG_VIEW_LIMIT = 200;

export const logKey = (entry: LogEntry): string =>
  `${entry.at}|${entry.seq}|${entry.method}|${entry.path}`;

export function isLogEntry(value: unknown): value is LogEntry {
  if (value === null || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.seq === 'number' &&
    typeof e.method === 'string' &&
    typeof e.path === 'string' &&
    typeof e.status === 'number' &&
    typeof e.ms === 'number' &&
    typeof e.at === 'string'
  );
}

/**
 * Adds entries to the view: no duplicates, newest first, nothing from before the view was last
 * cleared (`clearedAt`, an ISO time), at most `limit` kept.
 */
export function mergeLog(
  current: LogEntry[],
  incoming: LogEntry[],
  clearedAt: string | null,
  limit = LOG_VIEW_LIMIT,
): LogEntry[] {
  const byKey = new Map(current.map((entry) => [logKey(entry), entry]));
  for (const entry of incoming) {
    if (clearedAt !== null && entry.at <= clearedAt) continue;
    byKey.set(logKey(entry), entry);
  }
  return [...byKey.values()]
    .sort((a, b) => (a.at === b.at ? b.seq - a.seq : a.at < b.at ? 1 : -1))
    .slice(0, limit);
}
