import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { DEFAULT_SETTINGS } from '@/domain/console';
import type { TesterRequest } from '@/domain/tester';
import { MockmanScreen } from '@/features/tester/mockman-screen';
import { testerMachine } from '@/features/tester/tester-machine';
import type { TesterResponse } from '@/features/tester/tester-response';
import { mswParameters } from '../../support/msw';
import { logEntries } from './console/log-fixtures';
import { okResponse } from './fixtures';
import { isolatedInDocs } from '../../support/docs';

const demoMachine = testerMachine.provide({
  actors: {
    send: fromPromise<TesterResponse, { request: TesterRequest }>(async () => okResponse),
  },
  actions: { persistHistory: () => {} },
});

const meta = {
  title: 'Request tester/Mockman screen',
  component: MockmanScreen,
  args: { logic: demoMachine, input: { history: [] } },
  parameters: {
    ...isolatedInDocs(),
    layout: 'fullscreen',
    route: { path: '/mockman' },
    ...mswParameters({
      console: [
        http.get('/api/_console/settings', () => HttpResponse.json({ settings: DEFAULT_SETTINGS })),
        http.get('/api/_console/log', () => HttpResponse.json({ entries: logEntries })),
        http.get('/api/_console/routes', () =>
          HttpResponse.json({
            routes: [{ method: 'GET', path: '/api/products', group: 'products' }],
          }),
        ),
      ],
    }),
  },
} satisfies Meta<typeof MockmanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tester and, beside it, the back-end console. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mockman' })).toBeVisible();
    await expect(await canvas.findByRole('slider', { name: 'Latency' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('200 OK')).toBeVisible();
  },
};

/** On a phone the console comes after the tester. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Back-end console' }),
    ).toBeInTheDocument();
    // The console fills in from three answers (settings, log, routes): the picture waits for all of
    // them (it once caught the log still loading, on a busy machine).
    await expect(await canvas.findByRole('slider', { name: 'Latency' })).toBeInTheDocument();
    await expect(await canvas.findByText('/api/auth/login')).toBeInTheDocument();
  },
};
