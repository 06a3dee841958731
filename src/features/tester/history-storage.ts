/** The tester's history in localStorage: read back validated, written best-effort. */
import { parseHistory, type HistoryEntry } from '@/domain/tester';
import { readStored, writeStored } from '@/lib/storage';

export const HISTORY_STORAGE_KEY = 'glamour.tester.history.v1';

/** The saved history; corrupt JSON or no storage starts an empty one rather than fail the page. */
export function loadHistory(): HistoryEntry[] {
  const saved = readStored(HISTORY_STORAGE_KEY);
  return saved === undefined ? [] : parseHistory(saved);
}

export function saveHistory(history: HistoryEntry[]): void {
  writeStored(HISTORY_STORAGE_KEY, history);
}

/**
 * Calls `onChange` with the history another tab of this browser saved (or cleared), so two open
 * testers do not overwrite each other's entries. Returns the unsubscribe.
 */
export function followHistory(onChange: (history: HistoryEntry[]) => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key !== HISTORY_STORAGE_KEY && event.key !== null) return;
    onChange(loadHistory());
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
