import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveLog } from '@/features/tester/console/live-log';
import { logEntries } from './log-fixtures';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Request tester/Console/LiveLog',
  parameters: ownFrameInDocs(),
  component: LiveLog,
  args: { entries: [], onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiveLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No API calls yet. Use the shop in another tab.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear view' })).toBeDisabled();
  },
};

/** Newest first: method, path, status (a failed call reads 'failed') and time. */
export const WithEntries: Story = {
  args: { entries: [...logEntries].reverse() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('DELETE/api/test-todos/missing404405 ms');
    await expect(canvas.getByRole('cell', { name: 'failed' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear view' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
