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
