import { describe, expect, it } from 'vitest';
import { type PageWindow, pageShown } from '@/lib/page-shown';

/**
 * A window whose load event, frames, tasks and (with `reportsPaints`) Paint Timing reports the test
 * runs by hand. `reported`: paint entries the browser had reported before the page asked.
 */
function fakeWindow(
  state: {
    readyState?: DocumentReadyState;
    visibility?: DocumentVisibilityState;
    reportsPaints?: boolean;
    reported?: string[];
  } = {},
) {
  const target = new EventTarget();
  const documentTarget = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    readyState: state.readyState ?? 'interactive',
    visibilityState: state.visibility ?? 'visible',
    addEventListener: documentTarget.addEventListener.bind(documentTarget),
    removeEventListener: documentTarget.removeEventListener.bind(documentTarget),
  };
  const reported = [...(state.reported ?? [])];
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['event', 'paint'];
    #deliver: (names: string[]) => void;
    constructor(callback: PerformanceObserverCallback) {
      this.#deliver = (names) =>
        callback(
          {
            getEntriesByName: (name: string) =>
              names.filter((n) => n === name).map((n) => ({ name: n })),
          } as unknown as PerformanceObserverEntryList,
          this as unknown as PerformanceObserver,
        );
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.add(this.#deliver);
      if (reported.length > 0) this.#deliver(reported);
    }
    disconnect() {
      observers.delete(this.#deliver);
    }
  }
  const listening = new Set<string>();
  const win = {
    document,
    addEventListener: (
      type: string,
      listener: EventListener,
      options?: AddEventListenerOptions,
    ) => {
      if (type !== 'load') listening.add(type);
      target.addEventListener(type, listener, options);
    },
    removeEventListener: (
      type: string,
      listener: EventListener,
      options?: EventListenerOptions,
    ) => {
      listening.delete(type);
      target.removeEventListener(type, listener, options);
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    ...(state.reportsPaints ? { PerformanceObserver: FakeObserver } : {}),
  } as unknown as PageWindow;
  return {
    win,
    /** The browser reports a paint once its frame is on screen. */
    reportPaint(name: 'first-paint' | 'first-contentful-paint') {
      reported.push(name);
      for (const deliver of [...observers]) deliver([name]);
    },
    /** Paint observers still connected. */
    observing: () => observers.size,
    hide() {
      document.visibilityState = 'hidden';
      documentTarget.dispatchEvent(new Event('visibilitychange'));
    },
    /** The reach events (pointer, key, touch, focus) the page still listens for. */
    listening: () => [...listening],
    load() {
      document.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
    /** A frame: its animation callbacks, then (the paint, then) the tasks they queued. */
    paint() {
      frames.splice(0).forEach((callback) => callback(0));
      tasks.splice(0).forEach((task) => task());
    },
    press: () => target.dispatchEvent(new Event('pointerdown')),
  };
}

/** Whether the promise has settled, once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('pageShown: when a prerendered page may start its runtime', () => {
  it('waits for the first paint when the page loads before it', async () => {
    const page = fakeWindow();
    const shown = pageShown(page.win);
    page.load();
    expect(await settled(shown)).toBe(false);
    page.paint();
    expect(await settled(shown)).toBe(true);
  });

  it('waits for the load when the page paints first', async () => {
    const page = fakeWindow();
    const shown = pageShown(page.win);
    page.paint();
    expect(await settled(shown)).toBe(false);
    page.load();
    expect(await settled(shown)).toBe(true);
  });

  it('starts at once when the shopper reaches for the page, loaded or not', async () => {
    const page = fakeWindow();
    const shown = pageShown(page.win);
    expect(page.listening()).toEqual(['pointerdown', 'keydown', 'touchstart', 'focusin']);
    page.press();
    expect(await settled(shown)).toBe(true);
    expect(page.listening()).toEqual([]);
  });

  it('stops listening for a reach once the page has loaded and painted', async () => {
    const page = fakeWindow();
    const shown = pageShown(page.win);
    page.load();
    page.paint();
    expect(await settled(shown)).toBe(true);
    expect(page.listening()).toEqual([]);
  });

  it('does not wait for a frame a hidden page will not paint', async () => {
    const page = fakeWindow({ readyState: 'complete', visibility: 'hidden' });
    expect(await settled(pageShown(page.win))).toBe(true);
  });

  it('still waits for a frame when the page had loaded before it asked', async () => {
    const page = fakeWindow({ readyState: 'complete' });
    const shown = pageShown(page.win);
    expect(await settled(shown)).toBe(false);
    page.paint();
    expect(await settled(shown)).toBe(true);
  });

  describe('where the browser reports paints', () => {
    it('waits for the first contentful paint on screen, not the frame handed on', async () => {
      const page = fakeWindow({ reportsPaints: true });
      const shown = pageShown(page.win);
      page.load();
      page.paint();
      expect(await settled(shown)).toBe(false);
      page.reportPaint('first-paint');
      expect(await settled(shown)).toBe(false);
      page.reportPaint('first-contentful-paint');
      expect(await settled(shown)).toBe(true);
      expect(page.observing()).toBe(0);
    });

    it('still waits for the load after the paint is on screen', async () => {
      const page = fakeWindow({ reportsPaints: true });
      const shown = pageShown(page.win);
      page.reportPaint('first-contentful-paint');
      expect(await settled(shown)).toBe(false);
      page.load();
      expect(await settled(shown)).toBe(true);
    });

    it('takes a paint reported before it asked', async () => {
      const page = fakeWindow({
        readyState: 'complete',
        reportsPaints: true,
        reported: ['first-paint', 'first-contentful-paint'],
      });
      expect(await settled(pageShown(page.win))).toBe(true);
    });

    it('stops waiting when the page is hidden before it paints', async () => {
      const page = fakeWindow({ readyState: 'complete', reportsPaints: true });
      const shown = pageShown(page.win);
      expect(await settled(shown)).toBe(false);
      page.hide();
      expect(await settled(shown)).toBe(true);
      expect(page.observing()).toBe(0);
    });
  });
});
