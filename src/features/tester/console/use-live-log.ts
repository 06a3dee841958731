/** The live log: the back end's recent entries, then each new one as its BroadcastChannel posts it. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOG_CHANNEL, type LogEntry } from '@/domain/console';
import { consoleApi } from './console-api';
import { isLogEntry, mergeLog } from './console-log';

export function useLiveLog(): { entries: LogEntry[]; clear: () => void } {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const clearedAt = useRef<string | null>(null);

  useEffect(() => {
    let alive = true;
    const add = (incoming: LogEntry[]) => {
      if (alive) setEntries((current) => mergeLog(current, incoming, clearedAt.current));
    };
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOG_CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isLogEntry(event.data)) add([event.data]);
    });
    consoleApi
      .log(0)
      .then(({ entries: initial }) => add(initial.filter(isLogEntry)))
      .catch((error: unknown) => console.error('[mockman] could not read the request log', error));
    return () => {
      alive = false;
      channel?.close();
    };
  }, []);

  const clear = useCallback(() => {
    // Only the view is cleared: entries up to now stay hidden, new ones keep arriving.
    setEntries((current) => {
      clearedAt.current = current[0]?.at ?? new Date().toISOString();
      return [];
    });
  }, []);

  return { entries, clear };
}
