/**
 * Story tests: every story is rendered, its play function run and addon-a11y's checks applied (by
 * the Storybook plugin). Here: screenshots of each passing story compared with its committed
 * baselines (tests/visual/__screenshots__/<story>/<width>-chromium-linux.png), the whole story at
 * 375 and 1280 px wide (see screenshot.ts). A story may keep one width, `parameters.visual =
 * { widths: [1280], reason }`, or opt out, `parameters.visual = false` (only for stories whose
 * pixels are not theirs to keep still, and saying why). A story with its own viewport (globals
 * `viewport`) is taken at that width only. Flows take a screenshot per step (window.storyScreenshot).
 */
import { afterEach, beforeEach } from 'vitest';
import type {} from '../stories/flows/flow-support';
import { masksOf, screenshotStory, widthsOf, type VisualParameter } from './screenshot';

interface StoryContext {
  story?: {
    id: string;
    parameters: {
      visual?: VisualParameter;
      viewport?: { options?: Record<string, { styles?: { width?: string } }> };
    };
    globals: { viewport?: { value?: string } };
  };
}

beforeEach((context) => {
  // Animations, transitions and the caret are frozen (see preview.css) so pixels are stable.
  document.documentElement.setAttribute('data-test-mode', '');
  // The Storybook plugin sets context.story when the test starts, so it is read at call time.
  window.storyScreenshot = async (step) => {
    const { story } = context as typeof context & StoryContext;
    if (!story) return;
    const widths = widthsOf(story.parameters.visual, viewportWidth(story));
    const masks = masksOf(story.parameters.visual);
    await screenshotStory(`${story.id}/${step}`, widths, frameSize(), masks);
  };
});

function viewportWidth(story: NonNullable<StoryContext['story']>): number | undefined {
  const name = story.globals.viewport?.value;
  const width = name ? story.parameters.viewport?.options?.[name]?.styles?.width : undefined;
  return width ? Number.parseInt(width, 10) : undefined;
}

// The frame size the story rendered at (set by the Storybook plugin from its viewport).
function frameSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext;
  window.storyScreenshot = undefined;
  if (!story || context.task.result?.state === 'fail') return;
  const { visual } = story.parameters;
  // A flow's screenshots were taken step by step in its play function.
  if (visual && visual.steps) return;
  const widths = widthsOf(visual, viewportWidth(story));
  if (widths.length === 0) return;
  await screenshotStory(story.id, widths, frameSize(), masksOf(visual));
});
