/**
 * When a prerendered page's runtime may start: once the page has loaded and its first frame is on
 * screen, or at once when the shopper reaches for it (a pointer, a key, a touch, a focus).
 *
 * Loaded alone is not enough. On a fast connection the load event can come before the first paint
 * (nothing else holds it back once the page's one font is in), and the runtime's stylesheet and
 * scripts then start while the page is still waiting to paint: the browser may count them as
 * holding up that paint, and a phone spends its first frame's time fetching them. A frame's
 * `requestAnimationFrame` callback runs just before that frame is painted, and a task it queues runs
 * after. A hidden page paints no frames, so it does not wait for one.
 */

/** What this needs of `window` (a test passes its own). */
export type PageWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'requestAnimationFrame' | 'setTimeout'
> & { document: Pick<Document, 'readyState' | 'visibilityState'> };

const REACHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function pageShown(win: PageWindow): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (win.document.visibilityState === 'hidden') resolve();
    else win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
  let forget: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    const reach = () => resolve();
    forget = () => {
      for (const type of REACHES) win.removeEventListener(type, reach, { capture: true });
    };
    for (const type of REACHES) win.addEventListener(type, reach, { passive: true, capture: true });
  });
  // Whichever comes first, the page stops listening for a reach.
  return Promise.race([Promise.all([loaded, painted]).then(() => undefined), reached]).finally(
    forget,
  );
}
