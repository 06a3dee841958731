import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES, orderStatusLabel } from '@/domain/order-status';
import { OrderStatusChip } from '@/features/account/order-status-chip';
import { OrderTimeline } from '@/features/account/order-timeline';

/**
 * The status chip an order card shows beside "Status:", and the timeline under it. The chip's tone
 * says whether all is well (green), the order waits on something (amber), went wrong (red) or is
 * over (grey); its words are the status's own, from src/domain/order-status.ts.
 */
const meta = {
  title: 'Screens/Account/Parts/OrderStatusChip',
  component: OrderStatusChip,
  args: { status: 'paid' },
} satisfies Meta<typeof OrderStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status an order can be in, each in its tone. */
export const EveryStatus: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2 p-4">
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <OrderStatusChip status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ORDER_STATUSES)
      await expect(
        canvas.getByText(orderStatusLabel(status).toLowerCase(), { exact: true }),
      ).toBeVisible();
  },
};

/** An order that went all the way: created, paid, shipped, delivered; the latest step is filled. */
export const TimelineToDelivery: Story = {
  render: () => (
    <div className="p-4">
      <OrderTimeline
        timeline={[
          { status: 'pending', at: '2026-01-15T10:00:00.000Z' },
          { status: 'paid', at: '2026-01-15T10:02:00.000Z' },
          { status: 'shipped', at: '2026-01-16T09:00:00.000Z' },
          { status: 'delivered', at: '2026-01-18T15:30:00.000Z' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
  },
};
