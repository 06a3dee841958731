import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { getSession, setSession, type Session } from '@/api/session';
import type { TesterRequest } from '@/domain/tester';
import { HISTORY_STORAGE_KEY, saveHistory } from '@/features/tester/history-storage';
import { Tester } from '@/features/tester/tester';
import { testerMachine } from '@/features/tester/tester-machine';
import { httpFailure, type TesterResponse } from '@/features/tester/tester-response';
import { mswParameters } from '../../support/msw';
import { notFoundResponse, okResponse } from './fixtures';
import { isolatedInDocs } from '../../support/docs';

/** The machine with a send actor answering from fixtures: 404 for any path containing 'missing'. */
const demoMachine = testerMachine.provide({
  actors: {
    send: fromPromise<TesterResponse, { request: TesterRequest }>(async ({ input }) => {
      if (input.request.url.includes('missing')) throw httpFailure(notFoundResponse);
      return okResponse;
    }),
  },
  actions: { persistHistory: () => {} },
});

/** A request that never answers, to show sending and Cancel. */
const hangingMachine = testerMachine.provide({
  actors: {
    send: fromPromise<TesterResponse, { request: TesterRequest }>(
      ({ signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal))),
    ),
  },
  actions: { persistHistory: () => {}, logFailure: () => {} },
});

const routes = [
  { method: 'GET', path: '/api/products', group: 'products' },
  { method: 'POST', path: '/api/auth/login', group: 'auth' },
  { method: 'GET', path: '/api/test-todos', group: 'test-todos' },
];

function signedIn(): () => void {
  const before: Session = getSession();
  setSession({
    status: 'signedIn',
    token: 'demo.token.value',
    user: {
      _id: 'u1',
      firstName: 'Aanya',
      lastName: 'Sharma',
      email: 'aanya.sharma@glamour.test',
      createdAt: '2024-01-01T00:00:00+05:30',
      updatedAt: '2024-01-01T00:00:00+05:30',
    },
  });
  return () => setSession(before);
}

function signedOut(): () => void {
  const before: Session = getSession();
  setSession({ status: 'signedOut', token: null, user: null });
  return () => setSession(before);
}

/** Picks a method in the Radix select the way a person does: open it, choose the option. */
async function chooseMethod(canvasElement: HTMLElement, method: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Method' }));
  await userEvent.click(await screen.findByRole('option', { name: method }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const meta = {
  title: 'Request tester/Tester',
  component: Tester,
  args: { logic: demoMachine, input: { history: [] } },
  beforeEach: signedOut,
  parameters: {
    ...isolatedInDocs(),
    ...mswParameters({
      console: [http.get('/api/_console/routes', () => HttpResponse.json({ routes }))],
    }),
  },
} satisfies Meta<typeof Tester>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The starting request (GET /api/test-todos, body {}, Accept: * / *); Submit shows the answer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Response is undefined.')).toBeVisible();
    await expect(canvas.getByLabelText('Endpoint')).toHaveValue('/api/test-todos');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('200 OK')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /GET \/api\/test-todos/ })).toBeVisible();
  },
};

/**
 * Another tab of the tester saved its history: this one shows it at once (two open testers do not
 * overwrite each other's entries).
 */
export const HistoryFromAnotherTab: Story = {
  beforeEach: () => {
    const before = localStorage.getItem(HISTORY_STORAGE_KEY);
    return () => {
      if (before === null) localStorage.removeItem(HISTORY_STORAGE_KEY);
      else localStorage.setItem(HISTORY_STORAGE_KEY, before);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Endpoint')).toHaveValue('/api/test-todos');
    // The other tab's write: storage holds it, and this tab hears the storage event.
    saveHistory([{ method: 'DELETE', endpoint: '/api/test-todos/7', rows: [], bodyText: '{}' }]);
    window.dispatchEvent(new StorageEvent('storage', { key: HISTORY_STORAGE_KEY }));
    await expect(
      await canvas.findByRole('button', { name: /DELETE \/api\/test-todos\/7/ }),
    ).toBeVisible();
  },
};

/** Ctrl+Enter sends from inside the body box. */
export const KeyboardSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseMethod(canvasElement, 'POST');
    const body = canvas.getByRole('textbox', { name: 'Body (JSON)' });
    await userEvent.clear(body);
    await userEvent.type(body, '{{"title": "Restock kajal"}');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByText('200 OK')).toBeVisible();
  },
};

/** An invalid body: the error shows, Submit sends nothing and moves focus to the box. */
export const InvalidBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Body (JSON)' });
    await userEvent.clear(body);
    await userEvent.type(body, 'not json');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error in JSON format');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(body).toHaveFocus();
    await expect(canvas.getByText('Response is undefined.')).toBeVisible();
  },
};

/** A 404 is shown as the response with the error's text. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseMethod(canvasElement, 'DELETE');
    const endpoint = canvas.getByLabelText('Endpoint');
    await userEvent.type(endpoint, '/missing{Enter}');
    await expect(await canvas.findByText('404 Not Found')).toBeVisible();
    await expect(canvas.getByText('Request failed with status code 404')).toBeVisible();
  },
};

/** A request that runs until cancelled. */
export const Cancelled: Story = {
  args: { logic: hangingMachine },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Waiting for the response…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Request aborted')).toBeVisible();
  },
};

/** Signed in: the token option adds the authorization header to the request. */
export const WithSessionToken: Story = {
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use my session token' }));
    await waitFor(() =>
      expect(canvas.getByRole('tree', { name: 'Request headers' })).toHaveTextContent(
        'demo.token.value',
      ),
    );
  },
};

/** The dark scheme themes both panels. */
export const DarkScheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('200 OK')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
