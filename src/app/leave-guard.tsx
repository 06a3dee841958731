/**
 * With a real server, a change the screen already shows may still be on its way when the shopper
 * leaves: its request is sent with `keepalive` (api/client), and the browser asks before leaving
 * while any is unconfirmed. The simulated back end runs in this page: a change it has not committed
 * yet is kept for the next page instead (api/pending-writes), so there is nothing to wait for there.
 */
import { useEffect } from 'react';
import { useIsMutating } from '@tanstack/react-query';

/** Makes leaving `target` (the window) ask first, until the returned function is called. */
export function askBeforeLeaving(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
) {
  const onBeforeUnload = (event: Event) => {
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    if (typeof BeforeUnloadEvent !== 'undefined' && event instanceof BeforeUnloadEvent)
      event.returnValue = '';
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}

export function LeaveGuard({ enabled }: { enabled: boolean }) {
  const writing = useIsMutating() > 0;
  useEffect(() => (enabled && writing ? askBeforeLeaving(window) : undefined), [enabled, writing]);
  return null;
}
