import { describe, expect, it } from 'vitest';
import { type PageWindow, pageShown } from '@/lib/page-shown';

/** A window whose load event, frames and tasks the test runs by hand. */
function fakeWindow(
  state: { readyState?: DocumentReadyState; visibility?: DocumentVisibilityState } = {},
) {
  const target = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    readyState: state.readyState ?? 'interactive',
    visibilityState: state.visibility ?? 'visible',
  };
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
  } as unknown as PageWindow;
  return {
    win,
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
});
