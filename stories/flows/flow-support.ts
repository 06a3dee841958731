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
