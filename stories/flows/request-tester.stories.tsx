import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../app/app-shell';
import { withLatency } from '../support/session';
import { ANSWER, FIRST_LOAD, snap } from './flow-support';
import { isolatedInDocs } from '../support/docs';
import { storyboardPage } from './storyboard-page';
import { STORYBOARDS } from './storyboards';

/** QA's request tester at /mockman, in the app: send a request, find it in the history, copy it. */
const meta = {
  title: 'Flows/Request tester',
  component: AppShell,
  // The response shows its measured time, and on a phone the line it sits on wraps or not with
  // the width of that number. A steady 150 ms answer keeps it at three digits, and figures of one
  // width keep the line the same (the app could use tabular figures there too: the line would
  // stop shifting as times change; left to the tester's owners).
  loaders: [withLatency(150)],
  decorators: [
    (Story) => (
      <>
        <style>
          {'[data-slot="response-panel"] dd { font-variant-numeric: tabular-nums; }' +
            // The live log is masked, but its height would still follow what it holds, and story
            // tests running beside this one post their own calls on the same channel (it is
            // shared by every tab of the origin): a fixed box keeps the page the same height.
            '[data-slot="live-log"] { height: 6rem; overflow: hidden; }'}
        </style>
        <Story />
      </>
    ),
  ],
  parameters: {
    ...isolatedInDocs(),
    // The docs page is the flow's storyboard: each step's picture in order, with its caption.
    docs: { ...isolatedInDocs().docs, page: storyboardPage(STORYBOARDS.requestTester) },
    layout: 'fullscreen',
    route: { path: '/mockman' },
    // Measured times change from run to run: the response's and the console's live log (which
    // has its own stories) are painted over in the screenshots.
    visual: {
      steps: true,
      mask: ['[data-slot="response-panel"] dl > div:nth-child(2) > dd', '[data-slot="live-log"]'],
    },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendHistoryCopyAsCurl: Story = {
  name: 'Send, history, copy as cURL',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const endpoint = async () => canvas.findByRole('combobox', { name: 'Endpoint' });

    await step('Open the tester', async () => {
      // The first screen of a flow waits for its lazy route chunk.
      const title = await canvas.findByRole('heading', { level: 1, name: 'Mockman' }, FIRST_LOAD);
      await expect(title).toBeVisible();
      // The back-end console beside it fills in when its settings and routes arrive.
      await canvas.findByRole('button', { name: 'Turn all failures off' }, ANSWER);
      await snap('01-tester');
    });

    await step('Send GET /api/categories', async () => {
      const input = await endpoint();
      await userEvent.clear(input);
      await userEvent.type(input, '/api/categories');
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(await canvas.findByText('200 OK', {}, ANSWER)).toBeVisible();
      await snap('02-response');
    });

    await step('Send another, then take the first back from the history', async () => {
      const input = await endpoint();
      await userEvent.clear(input);
      await userEvent.type(input, '/api/no-such-route');
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(await canvas.findByText('404 Not Found', {}, ANSWER)).toBeVisible();
      const history = within(canvas.getByRole('region', { name: 'History' }));
      const entries = history.getAllByRole('button', { name: /^GET / });
      await expect(entries).toHaveLength(2);
      // Newest first: the second entry is the first request.
      await userEvent.click(entries[1] as HTMLElement);
      await expect(await endpoint()).toHaveValue('/api/categories');
      await snap('03-history');
    });

    await step('Copy it as cURL', async () => {
      const writes: string[] = [];
      const writeText = spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => {
        writes.push(text);
      });
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Copy as cURL' }));
        await waitFor(() => expect(writes).toHaveLength(1));
        await expect(writes[0]).toMatch(/^curl .*\/api\/categories/);
        await expect(await screen.findByText('Copied as cURL', {}, FIRST_LOAD)).toBeVisible();
      } finally {
        writeText.mockRestore();
      }
      await snap('04-copied');
    });
  },
};
