/**
 * The console's request log: the last 200 API calls (console calls excluded) in a ring buffer, and
 * in the browser each entry is also posted on a BroadcastChannel so the console updates live.
 */
import { LOG_CHANNEL, type LogEntry } from '@/domain/console';

const CAPACITY = 200;
const entries: LogEntry[] = [];
let seq = 0;
let channel: BroadcastChannel | null | undefined;

function broadcast(entry: LogEntry): void {
  // Node keeps a process alive while a BroadcastChannel is open: only pages broadcast.
  if (channel === undefined) {
    channel =
      typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined'
        ? new BroadcastChannel(LOG_CHANNEL)
        : null;
  }
  try {
    channel?.postMessage(entry);
  } catch {
    // a closed channel must not fail the request it describes
  }
}

export function record(entry: Omit<LogEntry, 'seq'>): LogEntry {
  seq += 1;
  const full: LogEntry = { seq, ...entry };
  entries.push(full);
  if (entries.length > CAPACITY) entries.splice(0, entries.length - CAPACITY);
  broadcast(full);
  return full;
}

export function entriesAfter(after = 0): LogEntry[] {
  return entries.filter((e) => e.seq > after);
}

export function clearLog(): void {
  entries.length = 0;
}
