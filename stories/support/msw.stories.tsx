import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { mswParameters } from './msw';
import { MswProbe, PROBE_URL } from './msw-probe';

/**
 * The MSW set-up checks itself. The stories run in order in one page during the story tests, so
 * if a story's override leaked into the next story, `DefaultsAfterOverride` would fail.
 */
const meta = {
  title: 'Support/MSW',
  component: MswProbe,
  tags: ['!dev', '!autodocs'],
} satisfies Meta<typeof MswProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkerAnswers: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('answered by MSW (default)')).toBeVisible();
  },
};

export const StoryOverridesOneGroup: Story = {
  parameters: mswParameters({
    probe: [
      http.get(PROBE_URL, () => HttpResponse.json({ answer: 'answered by the story override' })),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('answered by the story override'),
    ).toBeVisible();
  },
};

export const DefaultsAfterOverride: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('answered by MSW (default)')).toBeVisible();
  },
};

/** A group the preview does not have still answers before the catch-all 404 group. */
export const StoryAddsANewGroup: Story = {
  args: { url: '/api/__story-only' },
  parameters: mswParameters({
    storyOnly: [
      http.get('/api/__story-only', () => HttpResponse.json({ answer: 'answered by a new group' })),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('answered by a new group')).toBeVisible();
  },
};
