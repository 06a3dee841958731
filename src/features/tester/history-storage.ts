/** The tester's history in localStorage: read back validated, written best-effort. */
import { parseHistory, type HistoryEntry } from '@/domain/tester';

export const HISTORY_STORAGE_KEY = 'glamour.tester.history.v1';

export function loadHistory(): HistoryEntry[] {
  try {
    const saved = globalThis.localStorage?.getItem(HISTORY_STORAGE_KEY);
    return saved ? parseHistory(JSON.parse(saved)) : [];
  } catch {
    // Corrupt JSON or no storage: start with an empty history rather than fail the page.
    return [];
  }
}

export function saveHistory(history: HistoryEntry[]): void {
  try {
    globalThis.localStorage?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Quota or private mode: the history still works for this visit.
  }
}
