import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrdersPanel } from '@/features/tester/console/orders-panel';
import { DEMO_USER } from '@backend/store/seed';
import { signInDemo } from '@mocks/scenarios/signed-in';
import { fillCart, fireOrderEvent, placeOrder } from '@mocks/scenarios/stock';
import { storyBackend } from '../../../support/backend';
import { isolatedInDocs } from '../../../support/docs';
import { mswParameters } from '../../../support/msw';
import { FACE_WASH, KAJAL, LIPSTICK, productRecord, TONER } from '../../cart/cart-fixtures';

/** How long a play waits for the back end's answer to show (it ends the moment it does). */
const ANSWER = { timeout: 15_000 } as const;

const kajal = productRecord(KAJAL)._id;
const toner = productRecord(TONER)._id;
const faceWash = productRecord(FACE_WASH)._id;
const lipstick = productRecord(LIPSTICK)._id;

/** A call to the stories' back end, as the operator's console or the shopper's app makes it. */
async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.token) headers.set('authorization', init.token);
  const response = await storyBackend.api.request(path, {
    method: init.method ?? 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const ship = (id: string, trackingNumber: string) =>
  call(`/api/_console/orders/${id}/ship`, {
    body: { carrier: 'Delhivery', trackingNumber },
  });
const deliver = (id: string) => call(`/api/_console/orders/${id}/deliver`);

type Stage = 'placed' | 'shipped' | 'delivered' | 'return_requested';

/**
 * A loader: the demo shopper's Cash on Delivery orders, one per stage given (oldest first), each
 * placed through the shop's API and walked on by the console's own routes, so every status is the
 * back end's. The returned order asks back its one line.
 */
function withOrders(stages: readonly Stage[]) {
  return async () => {
    const { token } = await signInDemo(storyBackend);
    const products = [kajal, toner, faceWash, lipstick];
    const ids: string[] = [];
    for (const [index, stage] of stages.entries()) {
      const productId = products[index % products.length] ?? kajal;
      await fillCart(storyBackend, token, [{ id: productId }]);
      const id = await placeOrder(storyBackend, token, 'cod');
      ids.push(id);
      if (stage === 'placed') continue;
      await ship(id, `DL${String(index + 1).padStart(8, '0')}`);
      if (stage === 'shipped') continue;
      await deliver(id);
      if (stage === 'delivered') continue;
      await call(`/api/user/orders/${id}/return`, {
        token,
        body: { lines: [{ productId, qty: 1 }], reason: 'The shade does not suit me.' },
      });
    }
    return { orderIds: ids };
  };
}

const orderIdsOf = (loaded: Record<string, unknown>) => (loaded as { orderIds: string[] }).orderIds;

/** The card of an order, found by its heading. */
async function card(canvasElement: HTMLElement, id: string) {
  return within(await within(canvasElement).findByRole('article', { name: `Order ${id}` }, ANSWER));
}

type Queries = ReturnType<typeof within>;

/** An order's status, as its badge shows it (read aloud as 'Status: …'). */
const statusOf = (order: Queries, label: string) =>
  order.getByText(label, { selector: '[data-slot="badge"]' });

const meta = {
  title: 'Request tester/Console/OrdersPanel',
  component: OrdersPanel,
  parameters: isolatedInDocs(),
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No shopper has ordered yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No orders yet.', {}, ANSWER),
    ).toBeVisible();
  },
};

/**
 * Seven orders, five a page, newest first: each offers the moves its status allows. Next and
 * Previous page through them, and focus goes to the line saying which orders show.
 */
export const APageOfOrders: Story = {
  loaders: [
    withOrders([
      'placed',
      'placed',
      'placed',
      'shipped',
      'delivered',
      'return_requested',
      'placed',
    ]),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ids = orderIdsOf(loaded);
    await expect(
      await canvas.findByText('Orders 1–5 of 7, newest first', {}, ANSWER),
    ).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    const returned = await card(canvasElement, ids[5] ?? '');
    await expect(statusOf(returned, 'Return requested')).toBeVisible();
    await expect(returned.getByRole('button', { name: 'Receive return' })).toBeEnabled();
    await expect(returned.getByRole('button', { name: 'Refuse return' })).toBeEnabled();
    const delivered = await card(canvasElement, ids[4] ?? '');
    await expect(delivered.queryAllByRole('button')).toHaveLength(0);
    const shipped = await card(canvasElement, ids[3] ?? '');
    await expect(shipped.getByText('DL00000004')).toBeVisible();
    await expect(shipped.getByRole('button', { name: 'Mark delivered' })).toBeEnabled();
    const placed = await card(canvasElement, ids[6] ?? '');
    await expect(placed.getByText('Cash on Delivery')).toBeVisible();
    await expect(placed.getByRole('button', { name: 'Ship' })).toBeEnabled();

    // Next by keyboard: the summary of the new page takes focus.
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByText('Orders 6–7 of 7, newest first', {}, ANSWER);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(
      await canvas.findByText('Orders 1–5 of 7, newest first', {}, ANSWER),
    ).toBeVisible();
  },
};

/** The status filter: none of these orders is refunded; two of them are shipped. */
export const Filtered: Story = {
  loaders: [withOrders(['placed', 'shipped', 'placed', 'shipped'])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ids = orderIdsOf(loaded);
    await canvas.findByText('4 orders, newest first', {}, ANSWER);
    const filter = canvas.getByRole('combobox', { name: 'Status' });
    await expect(filter).toHaveTextContent('All statuses');
    filter.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Refunded' }));
    await expect(
      await canvas.findByText('No orders with the status “Refunded”.', {}, ANSWER),
    ).toBeVisible();
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Shipped' }));
    await expect(await canvas.findByText('2 orders, newest first', {}, ANSWER)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await card(canvasElement, ids[1] ?? '');
    await card(canvasElement, ids[3] ?? '');
  },
};

/**
 * Ship opens the shipment form on its first field. Sent empty, it says what is missing and
 * focuses the carrier; a tracking number over 40 characters is refused before anything is sent.
 */
export const ShipFormErrors: Story = {
  loaders: [withOrders(['placed'])],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    await userEvent.click(order.getByRole('button', { name: 'Ship' }));
    const form = within(order.getByRole('form', { name: `Ship order ${id}` }));
    await waitFor(() => expect(form.getByLabelText('Carrier')).toHaveFocus());
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }));
    await expect(form.getByLabelText('Carrier')).toHaveAccessibleDescription('Enter the carrier.');
    await expect(form.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Enter the tracking number.',
    );
    await waitFor(() => expect(form.getByLabelText('Carrier')).toHaveFocus());
    await userEvent.type(form.getByLabelText('Carrier'), 'Delhivery');
    await userEvent.type(form.getByLabelText('Tracking number'), '1'.repeat(41));
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }));
    await expect(form.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'The tracking number is at most 40 characters.',
    );
    await expect(form.getByLabelText('Carrier')).not.toHaveAttribute('aria-invalid');
    await expect(statusOf(order, 'Placed: pay on delivery')).toBeVisible();
  },
};

/** Escape closes the shipment form and gives focus back to Ship. */
export const ShipFormClosedByEscape: Story = {
  loaders: [withOrders(['placed'])],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    const shipButton = order.getByRole('button', { name: 'Ship' });
    await userEvent.click(shipButton);
    await expect(shipButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(order.getByLabelText('Carrier')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(order.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(shipButton).toHaveFocus());
    await expect(shipButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * An order walked to its end by keyboard: shipped with its carrier and tracking number, delivered;
 * each answer shows in the card and takes focus, and the timeline lists every status with its time.
 */
export const ShipAndDeliver: Story = {
  loaders: [withOrders(['placed'])],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    order.getByRole('button', { name: 'Ship' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order.getByLabelText('Carrier')).toHaveFocus());
    await userEvent.keyboard('Blue Dart');
    await userEvent.tab();
    await userEvent.keyboard('BD123456789IN{Enter}');
    const shipped = await order.findByRole('status', {}, ANSWER);
    await expect(shipped).toHaveTextContent('The order is now: Shipped.');
    await waitFor(() => expect(shipped).toHaveFocus());
    await expect(await order.findByText('BD123456789IN', {}, ANSWER)).toBeVisible();
    await expect(order.queryByRole('form')).not.toBeInTheDocument();

    await userEvent.click(await order.findByRole('button', { name: 'Mark delivered' }, ANSWER));
    await waitFor(
      () => expect(order.getByRole('status')).toHaveTextContent('The order is now: Delivered.'),
      ANSWER,
    );
    await waitFor(() => expect(order.queryAllByRole('button')).toHaveLength(0), ANSWER);
    await userEvent.click(order.getByText(/^Timeline/));
    const timeline = order.getByRole('list');
    await expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Placed: pay on delivery', 'Shipped', 'Delivered']);
  },
};

/**
 * A return received: the units come back and, the order being Cash on Delivery, its refund is paid
 * back in cash at once, so the order ends refunded.
 */
export const ReturnReceived: Story = {
  loaders: [withOrders(['return_requested'])],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    await expect(order.getByText(/“The shade does not suit me\.”/)).toBeVisible();
    await userEvent.click(order.getByRole('button', { name: 'Receive return' }));
    await waitFor(
      () => expect(order.getByRole('status')).toHaveTextContent('The order is now: Refunded.'),
      ANSWER,
    );
    await expect(await order.findByText(/paid back/, {}, ANSWER)).toBeVisible();
  },
};

/**
 * A paid order the shopper cancelled, whose refund the provider failed (as its refund.failed event
 * records it): Ask again asks the provider once more, and the answer shows in the card.
 */
async function withFailedRefund() {
  const { token } = await signInDemo(storyBackend);
  await fillCart(storyBackend, token, [{ id: kajal }]);
  const id = await placeOrder(storyBackend, token, 'online');
  await fireOrderEvent(storyBackend, id, 'paid');
  // The move alone, as the store records it; the provider's failure, as its event records it.
  const { orders } = storyBackend.shop;
  const cancelled = await orders.cancel(DEMO_USER._id, id);
  const refundId = cancelled.ok ? (cancelled.value.refund?.refundId ?? '') : '';
  await orders.attachProviderRefund(refundId, 'rfnd_Story00000001', 'pending', 0);
  await orders.failRefund('rfnd_Story00000001');
  return { orderIds: [id] };
}

export const RefundAskedAgain: Story = {
  loaders: [withFailedRefund],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    await expect(statusOf(order, 'Refund in progress')).toBeVisible();
    await expect(order.getByText(/, failed/)).toBeVisible();
    await userEvent.click(order.getByRole('button', { name: /^Ask again for the refund of/ }));
    await waitFor(
      () =>
        expect(order.getByRole('status')).toHaveTextContent(
          'The refund was asked again: paid back.',
        ),
      ANSWER,
    );
    await waitFor(() => expect(statusOf(order, 'Refunded')).toBeVisible(), ANSWER);
    await expect(order.queryByRole('button', { name: /^Ask again/ })).toBeNull();
  },
};

/** A return refused: the order is delivered again. */
export const ReturnRefused: Story = {
  loaders: [withOrders(['return_requested'])],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    await userEvent.click(order.getByRole('button', { name: 'Refuse return' }));
    await waitFor(
      () => expect(order.getByRole('status')).toHaveTextContent('The order is now: Delivered.'),
      ANSWER,
    );
  },
};

/**
 * A move the order can no longer make (another operator shipped it after this list was read): the
 * back end's refusal shows in the card and takes focus, the list is read again and the order shows
 * as it is.
 */
export const RefusedMove: Story = {
  loaders: [withOrders(['placed'])],
  play: async ({ canvasElement, loaded }) => {
    const [id = ''] = orderIdsOf(loaded);
    const order = await card(canvasElement, id);
    await userEvent.click(order.getByRole('button', { name: 'Ship' }));
    await userEvent.type(order.getByLabelText('Carrier'), 'Blue Dart');
    await userEvent.type(order.getByLabelText('Tracking number'), 'BD000000001IN');
    // Meanwhile, elsewhere, the order ships and is delivered.
    await ship(id, 'DL00000001');
    await deliver(id);
    await userEvent.click(order.getByRole('button', { name: 'Mark shipped' }));
    const refusal = await order.findByRole('alert', {}, ANSWER);
    await expect(refusal).toHaveTextContent(/delivered/i);
    await waitFor(() => expect(refusal).toHaveFocus());
    await waitFor(() => expect(statusOf(order, 'Delivered')).toBeVisible(), ANSWER);
    await waitFor(() => expect(order.queryByRole('form')).not.toBeInTheDocument(), ANSWER);
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: mswParameters({
    console: [
      http.get('/api/_console/orders', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading orders…')).toBeVisible();
  },
};

/** The list could not be read: the reason, and Try again, which reads it again. */
export const LoadFailed: Story = {
  parameters: mswParameters({
    console: [
      http.get('/api/_console/orders', () =>
        HttpResponse.json({ errors: ['The back end failed.'] }, { status: 500 }),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'The orders could not be loaded: The back end failed.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toBeVisible();
  },
};
