/**
 * Story tests: every story is rendered, its play function run and addon-a11y's checks applied (by
 * the Storybook plugin). Here: screenshots of each passing story compared with its committed
 * baselines (tests/visual/__screenshots__/<story>/<width>-chromium-linux.png), the whole story at
 * 375 and 1280 px wide (see screenshot.ts). A story may keep one width, `parameters.visual =
 * { widths: [1280], reason }`, or opt out, `parameters.visual = false` (only for stories whose
 * pixels are not theirs to keep still, and saying why). A story with its own viewport (globals
 * `viewport`) is taken at that width only. Flows take a screenshot per step (window.storyScreenshot).
 * Each test also records its story id and every attempt (duration, outcome) in its meta, which
 * Vitest's JSON reporter writes out: tools/test-results.mjs names the flaky ones from it and
 * the visual review shows only the stories a run covered.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach, type TaskMeta } from 'vitest';
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

declare module 'vitest' {
  interface TaskMeta {
    /** The story this test ran (Storybook's id), for the visual review. */
    storyId?: string;
    /** One entry per attempt: a flaky test has a failed one before its passing retry. */
    attempts?: { ms: number; passed: boolean; error?: string }[];
  }
}

// A play's find or waitFor waits for its state up to this long, then fails. Testing Library's own
// default (1 s) is less than a screen can take to render after its data arrives when the story
// tests share two cores with the end-to-end tests: a story found its heading after 1.3 s there and
// failed. Waiting longer costs nothing when the state comes; a play that needs less says so.
configure({ asyncUtilTimeout: 10_000 });

// When the current attempt started: from its beforeEach to its afterEach (play, axe, screenshots).
let attemptStarted = 0;

beforeEach((context) => {
  attemptStarted = performance.now();
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
  try {
    if (story && context.task.result?.state !== 'fail') await endOfStoryScreenshots(story);
  } catch (error) {
    // Recorded as this attempt's failure, then failed as before.
    recordAttempt(context, story?.id, error);
    throw error;
  }
  recordAttempt(context, story?.id);
});

/** The story's screenshots at its widths, once it has passed (a flow took its own, step by step). */
async function endOfStoryScreenshots(story: NonNullable<StoryContext['story']>) {
  const { visual } = story.parameters;
  if (visual && visual.steps) return;
  const widths = widthsOf(visual, viewportWidth(story));
  if (widths.length === 0) return;
  await screenshotStory(story.id, widths, frameSize(), masksOf(visual));
}

// The message's first line that says what failed: colour codes and the Storybook plugin's own
// "Click to debug the error directly in Storybook" line are left out.
const firstLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('Click to debug')) ?? '';

/** Adds this attempt to the test's meta (`error`: what failed the end-of-story screenshots). */
function recordAttempt(
  context: {
    task: {
      meta: TaskMeta;
      result?: { state?: string; errors?: { message?: string }[] };
    };
  },
  storyId: string | undefined,
  afterError?: unknown,
) {
  const { task } = context;
  if (storyId) task.meta.storyId = storyId;
  const failed = afterError !== undefined || task.result?.state === 'fail';
  const message =
    afterError instanceof Error ? afterError.message : task.result?.errors?.at(-1)?.message;
  task.meta.attempts = [
    ...(task.meta.attempts ?? []),
    {
      ms: Math.round(performance.now() - attemptStarted),
      passed: !failed,
      ...(failed && message ? { error: firstLine(message) } : {}),
    },
  ];
}
