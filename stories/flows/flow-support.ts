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

export async function snap(step: string): Promise<void> {
  await window.storyScreenshot?.(step);
}

/**
 * Waits until a part that fills in by itself (a polled log) has stopped changing for `quietMs`,
 * so a step's screenshot does not catch it half-way.
 */
export async function untilSteady(read: () => string, quietMs = 400, timeoutMs = 8_000) {
  const started = Date.now();
  let last = read();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() - started > timeoutMs) throw new Error(`Still changing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = read();
    if (now !== last) {
      last = now;
      since = Date.now();
    }
  }
}
