/** The console's request log: the last 200 API calls (console calls excluded), oldest first. */
import type { LogEntry } from '@/domain/console';

const CAPACITY = 200;

export interface RequestLog {
  record(entry: Omit<LogEntry, 'seq'>): LogEntry;
  entriesAfter(after?: number): LogEntry[];
  clear(): void;
}

/** `onEntry` hears each entry as it is recorded (the browser posts it to the live console). */
export function createRequestLog(onEntry?: (entry: LogEntry) => void): RequestLog {
  const entries: LogEntry[] = [];
  let seq = 0;
  return {
    record(entry) {
      seq += 1;
      const full: LogEntry = { seq, ...entry };
      entries.push(full);
      if (entries.length > CAPACITY) entries.splice(0, entries.length - CAPACITY);
      try {
        onEntry?.(full);
      } catch {
        // a listener that fails must not fail the request it describes
      }
      return full;
    },
    entriesAfter: (after = 0) => entries.filter((e) => e.seq > after),
    clear() {
      entries.length = 0;
    },
  };
}
