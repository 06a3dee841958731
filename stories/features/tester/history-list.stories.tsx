import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryList } from '@/features/tester/history-list';
import { ownFrameInDocs } from '../../support/docs';

const accept = { id: 'h0', enabled: true, name: 'Accept', value: '*/*' };

const meta = {
  title: 'Request tester/HistoryList',
  parameters: ownFrameInDocs(),
  component: HistoryList,
  args: { history: [], onRestore: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No requests sent yet.')).toBeVisible();
  },
};

/** Newest first; Enter on an entry restores it. */
export const WithEntries: Story = {
  args: {
    history: [
      {
        method: 'POST',
        endpoint: '/api/auth/login',
        rows: [accept],
        bodyText: '{"email":"aanya.sharma@glamour.test","password":"glam1234"}',
      },
      { method: 'GET', endpoint: '/api/products', rows: [accept], bodyText: '{}' },
      { method: 'DELETE', endpoint: '/api/test-todos/missing', rows: [], bodyText: '{}' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('POST /api/auth/login');
    await expect(items[0]).toHaveTextContent('1 header · with body');
    canvas.getByRole('button', { name: /GET \/api\/products/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRestore).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear history' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
