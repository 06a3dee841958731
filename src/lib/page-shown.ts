/**
 * When a prerendered page's runtime may start: once the page has loaded and its first frame is on
 * screen, or at once when the shopper reaches for it (a pointer, a key, a touch, a focus).
 *
 * Loaded alone is not enough. On a fast connection the load event can come before the first paint
 * (nothing else holds it back once the page's one font is in), and the runtime's stylesheet and
 * scripts then start while the page is still waiting to paint: the browser may count them as
 * holding up that paint, and a phone spends its first frame's time fetching them.
 *
 * On screen, not only drawn: a task queued from a frame's `requestAnimationFrame` callback runs once
 * the main thread has handed that frame on, but the frame reaches the screen later (tens of ms on a
 * busy phone), and the first contentful paint is timed then. So where the browser reports paints
 * (Paint Timing, which it does once the frame is on screen) the page waits for that report; where
 * it does not, for the frame's task. A hidden page paints no frames, so it does not wait for one.
 */

/** What this needs of `window` (a test passes its own). */
export type PageWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'requestAnimationFrame' | 'setTimeout'
> & {
  document: Pick<
    Document,
    'readyState' | 'visibilityState' | 'addEventListener' | 'removeEventListener'
  >;
  /** Absent, or without 'paint' among its entry types: the browser does not report paints. */
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: PerformanceObserverCallback,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
};

/**
 * Resolves once the page's first contentful paint is on screen (at once if it already is), or once
 * the page is hidden: a page sent to the background before its first paint may never report one.
 */
function firstContentfulPaint(
  win: PageWindow,
  Observer: NonNullable<PageWindow['PerformanceObserver']>,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      win.document.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    const hidden = () => {
      if (win.document.visibilityState === 'hidden') done();
    };
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    win.document.addEventListener('visibilitychange', hidden);
    // Buffered: a paint reported before this script ran is delivered too.
    observer.observe({ type: 'paint', buffered: true });
  });
}

const REACHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function pageShown(win: PageWindow): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  const Observer = win.PerformanceObserver;
  const painted =
    win.document.visibilityState === 'hidden'
      ? Promise.resolve()
      : Observer?.supportedEntryTypes?.includes('paint')
        ? firstContentfulPaint(win, Observer)
        : new Promise<void>((resolve) => {
            win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
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
