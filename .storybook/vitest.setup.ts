/**
 * Story tests: every story is rendered, its play function run and addon-a11y's checks applied (by
 * the Storybook plugin). Here: a screenshot of each passing story compared with its committed
 * baseline (tests/visual/__screenshots__), unless the story opts out with `parameters.visual = false`
 * (only for stories whose pixels are not theirs to keep still, and saying why).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

interface StoryContext {
  story?: { id: string; parameters: { visual?: boolean } };
}

beforeEach(() => {
  // Animations, transitions and the caret are frozen (see preview.css) so pixels are stable.
  document.documentElement.setAttribute('data-test-mode', '');
});

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext;
  if (!story || context.task.result?.state === 'fail' || story.parameters.visual === false) return;
  await document.fonts.ready;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  await expect(page.elementLocator(root)).toMatchScreenshot(story.id, { timeout: 5_000 });
  // Matched: an actual/diff from an earlier mismatch (a failed first attempt) is stale now.
  await commands.forgetScreenshotMismatch(story.id);
});
