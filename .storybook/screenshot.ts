/**
 * Story screenshots (browser side): the whole story, not the part inside the viewport, at each
 * width it is shown at. The frame is resized to the width, then to the story's full height, so
 * nothing is cut; the orchestrator page is large enough (contextOptions in vitest.config.ts) that
 * Vitest never scales the frame down, so one CSS pixel is one screenshot pixel.
 */
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { settleImages } from '../stories/components/settle-images';

/** `parameters.visual` of a story: false (no screenshot, say why), or which widths to take. */
export type VisualParameter =
  | false
  | {
      /** Widths in CSS px; default phone and desktop. */
      widths?: readonly number[];
      /** Why a story keeps fewer widths (its look does not depend on the width). */
      reason?: string;
      /** CSS selectors of parts that change by themselves (a measured time): painted over. */
      mask?: readonly string[];
      /** A flow: its play function takes a screenshot per step, so none is taken at the end. */
      steps?: boolean;
    };

export const PHONE = 375;
export const DESKTOP = 1280;
export const DEFAULT_WIDTHS = [PHONE, DESKTOP] as const;
const MIN_HEIGHT = 800;
// Far beyond any story; the page's own limit for one screenshot is 16384 px.
const MAX_HEIGHT = 12_000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function settle() {
  await nextFrame();
  await nextFrame();
  await document.fonts.ready;
  // Lazy pictures arrive when they do, and a capture must not depend on when: every picture is
  // loaded now and waited for, as the flows' step screenshots do. (On a busy machine the home page
  // at 1280 px, four of whose five offer pictures are lazy, once differed by 15 % and then matched
  // on its retry.)
  await settleImages(document.body);
  await nextFrame();
}

function storyRoot(): HTMLElement {
  return document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
}

/**
 * Screenshots the story root at each width, compared with `<name>/<width>` baselines. Returns the
 * frame to `restore` (the size the story was rendered at) afterwards.
 */
export async function screenshotStory(
  name: string,
  widths: readonly number[],
  restore: { width: number; height: number },
  maskSelectors: readonly string[] = [],
): Promise<void> {
  const matched: string[] = [];
  try {
    for (const width of widths) {
      await page.viewport(width, MIN_HEIGHT);
      await settle();
      const height = Math.min(
        MAX_HEIGHT,
        Math.max(MIN_HEIGHT, Math.ceil(document.documentElement.scrollHeight)),
      );
      if (height > MIN_HEIGHT) {
        await page.viewport(width, height);
        await settle();
      }
      const mask = maskSelectors.flatMap((selector) =>
        [...document.querySelectorAll(selector)].map((element) => page.elementLocator(element)),
      );
      await expect(page.elementLocator(storyRoot())).toMatchScreenshot(`${name}/${width}`, {
        // How long Vitest may take to get one stable capture (capture, PNG decode, compare; a
        // second capture only if the first differs). Each capture of a tall 1280 px story takes
        // ~0.5-1.5 s here at load 10, several times that at load 18; past this limit the match
        // fails as "unstable" though nothing changed. A real mismatch still fails after two
        // captures, not after this limit.
        timeout: 20_000,
        screenshotOptions: { mask },
      });
      matched.push(`${name}/${width}`);
    }
  } finally {
    // Matched: an actual/diff from an earlier mismatch (a failed first attempt) is stale now.
    if (matched.length > 0) await commands.forgetScreenshotMismatch(matched);
    await page.viewport(restore.width, restore.height);
  }
}

export function masksOf(visual: VisualParameter | undefined): readonly string[] {
  return visual ? (visual.mask ?? []) : [];
}

/** The widths a story is screenshotted at: its own viewport if it sets one, else its parameter. */
export function widthsOf(visual: VisualParameter | undefined, viewportWidth?: number): number[] {
  if (visual === false) return [];
  if (viewportWidth !== undefined) return [viewportWidth];
  return [...(visual?.widths ?? DEFAULT_WIDTHS)];
}
