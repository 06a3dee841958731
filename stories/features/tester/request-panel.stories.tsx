import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestPanel } from '@/features/tester/request-panel';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Request tester/RequestPanel',
  parameters: ownFrameInDocs(),
  component: RequestPanel,
  args: {
    request: { method: 'GET', url: '/api/test-todos', headers: { Accept: '*/*' } },
    onCopyCurl: fn(),
    onCopyFetch: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Get: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No body: GET sends none.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy as cURL' }));
    await expect(args.onCopyCurl).toHaveBeenCalled();
  },
};

export const PostWithBody: Story = {
  args: {
    request: {
      method: 'POST',
      url: '/api/auth/login',
      headers: { Accept: '*/*', 'Content-Type': 'application/json' },
      body: '{"email":"aanya.sharma@glamour.test","password":"glam1234"}',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tree', { name: 'Request body' }),
    ).toHaveTextContent('aanya.sharma@glamour.test');
  },
};

/** An invalid body: nothing can be sent or copied. */
export const InvalidBody: Story = {
  args: { request: null, error: 'Error in JSON format' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error in JSON format')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy as fetch' })).toBeDisabled();
  },
};

export const Dark: Story = { args: { scheme: 'dark' } };
