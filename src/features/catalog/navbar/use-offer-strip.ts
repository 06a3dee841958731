/** Whether the offer strip shows: dismissing it hides it for the rest of the browser session. */
import { useState } from 'react';
import { useHydrating } from '@/lib/hydration';
import { readStored, writeStored } from '@/lib/storage';

export const OFFER_STRIP_KEY = 'glamour.offerStripDismissed';

export function useOfferStrip(): [visible: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => readStored(OFFER_STRIP_KEY, 'session') === true);
  const dismiss = () => {
    writeStored(OFFER_STRIP_KEY, true, 'session');
    setDismissed(true);
  };
  // A prerendered page shows the strip; it hides right after hydrating if it was dismissed.
  const hydrating = useHydrating();
  return [hydrating || !dismissed, dismiss];
}
