import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_SETTINGS,
  LOG_CHANNEL,
  type BackendSettings,
  type LogEntry,
} from '@/domain/console';
import { BackendConsole } from '@/features/tester/console/backend-console';
import { signInDemo } from '@mocks/scenarios/signed-in';
import { storyBackend } from '../../../support/backend';
import { mswParameters } from '../../../support/msw';
import { productRecord, TONER } from '../../cart/cart-fixtures';
import { logEntries } from './log-fixtures';
import { isolatedInDocs } from '../../../support/docs';

/**
 * The console's endpoints answered in the story, so each story starts from known settings and a
 * known log whatever the real back end has saved in this browser.
 */
function consoleHandlers(settings: BackendSettings, entries: LogEntry[] = []) {
  let current = settings;
  return mswParameters({
    console: [
      http.get('/api/_console/settings', () => HttpResponse.json({ settings: current })),
      http.post('/api/_console/settings', async ({ request }) => {
        const body = (await request.json()) as { settings: BackendSettings };
        current = body.settings;
        return HttpResponse.json({ settings: current });
      }),
      http.get('/api/_console/log', () => HttpResponse.json({ entries })),
      http.post('/api/_console/reset', () => HttpResponse.json({ ok: true })),
      http.get('/api/_console/store', () => HttpResponse.json({ store: { version: 1 } })),
      http.post('/api/_console/store', () =>
        HttpResponse.json(
          { errors: ['store.users: expected an array, received undefined'] },
          { status: 400 },
        ),
      ),
    ],
  });
}

const meta = {
  title: 'Request tester/Console/BackendConsole',
  component: BackendConsole,
  parameters: { ...isolatedInDocs(), ...consoleHandlers(DEFAULT_SETTINGS) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackendConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: 400 ms, every failure off, an empty log. A failure switched on is saved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = await canvas.findByRole('slider', { name: 'Latency' });
    await expect(slider).toHaveAttribute('aria-valuetext', '400 ms');
    await userEvent.click(canvas.getByRole('combobox', { name: 'cart' }));
    await userEvent.click(await screen.findByRole('option', { name: '500' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'cart' })).toHaveTextContent('500'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Turn all failures off' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'cart' })).toHaveTextContent('Off'),
    );
  },
};

export const FailuresOn: Story = {
  parameters: consoleHandlers({
    latencyMs: 1500,
    failures: { cart: '500', wishlist: 'network', products: 'hang' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'wishlist' })).toHaveTextContent(
      'Network error',
    );
  },
};

/** The log read on start, then a call posted on the channel appears at the top. */
export const WithLog: Story = {
  parameters: consoleHandlers(DEFAULT_SETTINGS, logEntries),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('/api/test-todos/missing')).toBeVisible();
    const channel = new BroadcastChannel(LOG_CHANNEL);
    channel.postMessage({
      seq: 8,
      method: 'GET',
      path: '/api/coupons',
      status: 200,
      ms: 399,
      at: '2025-01-10T10:00:20.000Z',
    } satisfies LogEntry);
    channel.close();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('/api/coupons'));
    await expect(canvas.getByRole('heading', { name: 'Live log (8)' })).toBeVisible();
  },
};

/** A file the server refuses: its message shows and nothing changes. */
export const ImportRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('slider', { name: 'Latency' });
    const file = new File(['{"store": 1}'], 'broken.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByLabelText('Store file to import'), file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'store.users: expected an array, received undefined',
    );
  },
};

/** A file that is not JSON is refused before anything is sent. */
export const ImportNotJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('slider', { name: 'Latency' });
    const file = new File(['not json'], 'notes.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByLabelText('Store file to import'), file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.json is not a JSON file.',
    );
  },
};

export const Loading: Story = {
  parameters: mswParameters({
    console: [
      http.get('/api/_console/settings', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get('/api/_console/log', () => HttpResponse.json({ entries: [] })),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading settings…')).toBeVisible();
  },
};

export const Unavailable: Story = {
  parameters: mswParameters({
    console: [
      http.get('/api/_console/settings', () =>
        HttpResponse.json({ errors: ['The back end failed.'] }, { status: 500 }),
      ),
      http.get('/api/_console/log', () => HttpResponse.json({ entries: [] })),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The back end did not answer: The back end failed.',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

/**
 * Against the real server: the console shows nothing until the admin token is accepted. A wrong
 * token is refused with a message; the right one opens the console, whose calls then carry it.
 */
export const ServerModeLocked: Story = {
  args: { needsAdminToken: true },
  parameters: mswParameters({
    console: [
      http.get('/api/_console/settings', ({ request }) =>
        request.headers.get('x-glamour-admin-token') === 'right-admin-token'
          ? HttpResponse.json({ settings: DEFAULT_SETTINGS })
          : HttpResponse.json({ errors: ['admin token needed'] }, { status: 401 }),
      ),
      http.get('/api/_console/log', ({ request }) =>
        request.headers.get('x-glamour-admin-token') === 'right-admin-token'
          ? HttpResponse.json({ entries: [] })
          : HttpResponse.json({ errors: ['admin token needed'] }, { status: 401 }),
      ),
    ],
  }),
  beforeEach: () => {
    sessionStorage.removeItem('glamour.adminToken');
    return () => sessionStorage.removeItem('glamour.adminToken');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Admin token');
    await expect(canvas.queryByRole('slider', { name: 'Latency' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reset to seed' })).not.toBeInTheDocument();
    await userEvent.type(input, 'wrong-token');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock console' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That admin token was not accepted.',
    );
    await userEvent.clear(canvas.getByLabelText('Admin token'));
    await userEvent.type(canvas.getByLabelText('Admin token'), 'right-admin-token');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock console' }));
    await expect(
      await canvas.findByText('The shop’s server: what you change here applies to every shopper.'),
    ).toBeVisible();
    // Its store tools are there; the latency and failure switches, which it would refuse, are not.
    await expect(await canvas.findByRole('button', { name: 'Reset to seed' })).toBeVisible();
    await expect(
      await canvas.findByText(/The real server adds no latency and injects no failures/),
    ).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: 'Latency' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('group', { name: 'Failure injection' }),
    ).not.toBeInTheDocument();
    // Nor a live log that would stay empty: the server logs no shopper's calls here.
    await expect(canvas.getByText(/The real server keeps no log of calls here/)).toBeVisible();
    await expect(canvas.queryByText(/No API calls yet/)).not.toBeInTheDocument();
  },
};

/**
 * A payment event fired at an order awaiting payment: the orders panel shows it paid at once, as
 * the toast says (it is the shop's data, read again with the rest after a change).
 */
export const PaymentEventUpdatesTheOrders: Story = {
  loaders: [
    async () => {
      await signInDemo(storyBackend, {
        orders: [{ items: [productRecord(TONER)._id], status: 'pending' }],
      });
      const db = await storyBackend.store.snapshot();
      return { orderId: db.users.flatMap((u) => u.orders)[0]?._id ?? '' };
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { orderId } = loaded as { orderId: string };
    const order = within(
      await canvas.findByRole('article', { name: `Order ${orderId}` }, { timeout: 15_000 }),
    );
    await expect(
      order.getByText('Awaiting payment', { selector: '[data-slot="badge"]' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order id' }), orderId);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment captured' }));
    await expect(
      await order.findByText('Paid', { selector: '[data-slot="badge"]' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};
