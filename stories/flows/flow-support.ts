/**
 * Flows: whole journeys through the real route table (stories/app/app-shell), one `step()` per
 * screen. `snap` takes that screen's screenshot in the story tests (at 375 and 1280 px, compared
 * with `<story>/<step>-<width>` baselines, see .storybook/screenshot.ts); in Storybook itself it
 * does nothing, so the flow plays through in the interactions panel.
 */
declare global {
  interface Window {
    /** Set by .storybook/vitest.setup.ts while story tests run: this story's step screenshot. */
    storyScreenshot?: (step: string) => Promise<void>;
  }
}

/**
 * How long a step may wait for the back end's answer to show: a request goes through the MSW
 * worker to the in-page back end, then React renders what came back (a toast, a dialog, a list).
 * Testing Library's default of 1 s is a quiet machine's figure; on a 2-core machine at load 13-18
 * the same round trip took longer, and "Place Order" failed to find its payment sheet. The wait
 * still ends the moment the state appears: this is only how long before the step is called broken.
 */
export const ANSWER = { timeout: 15_000 } as const;

/**
 * The first showing of a lazily loaded part: a route's screen, the toaster. Each is a chunk that
 * the story tests' Vite server transforms on its first request, with every module it imports, and
 * that takes seconds on a busy machine. (A built shop serves them ready.)
 */
export const FIRST_LOAD = { timeout: 15_000 } as const;

export async function snap(step: string): Promise<void> {
  await window.storyScreenshot?.(step);
}

/** A Storage kept in memory, for `asOwnTab`. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * A flow's `beforeEach`: the flow runs as if in a browser tab of its own. Story files share one
 * page in the story tests (isolate: false) and the app reads its origin's storage: what earlier
 * stories left there (a token, saved back-end settings with failure switches and the settings
 * badge, recently viewed products, pending payment confirmations) would reach the flow's screens,
 * and any other frame of the origin (Storybook's own, or tests run in one browser context) would
 * announce its changes with 'storage' events. Here the flow gets an empty localStorage and
 * sessionStorage of its own, and no 'storage' event from elsewhere reaches the app. Returns the
 * cleanup that puts the browser's own storage back.
 */
export function asOwnTab(): () => void {
  const names = ['localStorage', 'sessionStorage'] as const;
  const own = names.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
  for (const name of names) {
    const storage = new MemoryStorage();
    Object.defineProperty(window, name, { configurable: true, get: () => storage });
    if (window[name] !== storage) throw new Error(`asOwnTab: window.${name} was not replaced`);
  }
  // Capturing listeners on the target run first: the app's own listeners never see the event.
  const swallow = (event: StorageEvent) => event.stopImmediatePropagation();
  window.addEventListener('storage', swallow, { capture: true });
  return () => {
    window.removeEventListener('storage', swallow, { capture: true });
    for (const [name, descriptor] of own) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    }
  };
}
