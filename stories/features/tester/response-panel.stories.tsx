import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResponsePanel } from '@/features/tester/response-panel';
import { httpFailure, networkFailure, timeoutFailure } from '@/features/tester/tester-response';
import { emptyResponse, largeResponse, notFoundResponse, okResponse } from './fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Request tester/ResponsePanel',
  parameters: ownFrameInDocs(),
  component: ResponsePanel,
  args: { status: 'idle' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResponse: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Response is undefined.')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for the response…')).toBeVisible();
  },
};

/** Status, time, size, the data tree and the headers tree; the tree opens and closes by keyboard. */
export const Success: Story = {
  args: { status: 'received', response: okResponse },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('200 OK')).toBeVisible();
    await expect(canvas.getByText('412 ms')).toBeVisible();
    await expect(canvas.getByText('148 B')).toBeVisible();
    await expect(canvas.getByRole('tree', { name: 'Response data' })).toHaveTextContent(
      'Restock kajal',
    );
    await expect(canvas.getByRole('tree', { name: 'Response headers' })).toHaveTextContent('msw');
    // The tree's copy button comes first, then the tree itself.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy Response data as JSON' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tree', { name: 'Response data' })).not.toHaveTextContent(
      'Restock kajal',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tree', { name: 'Response data' })).toHaveTextContent(
      'Restock kajal',
    );
  },
};

/** A 4xx is the response with the error's text. */
export const NotFound: Story = {
  args: { status: 'failed', failure: httpFailure(notFoundResponse) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Request failed with status code 404',
    );
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
    await expect(canvas.getByRole('tree', { name: 'Response data' })).toHaveTextContent(
      'No todo with the id todo-404.',
    );
  },
};

/** No answer at all: the error object is the response. */
export const NetworkError: Story = {
  args: { status: 'failed', failure: networkFailure() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network Error');
    await expect(canvas.getByRole('tree', { name: 'Error' })).toHaveTextContent('ERR_NETWORK');
  },
};

export const TimedOut: Story = {
  args: { status: 'failed', failure: timeoutFailure(1500) },
};

/** More than 100 items: grouped by 100, only the first group open, its items closed (a big value). */
export const LargeArray: Story = {
  args: { status: 'received', response: largeResponse },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree', { name: 'Response data' });
    const group = (name: string) => within(tree).getByText(`${name}:`).closest('[role=treeitem]');
    await expect(group('[0 … 99]')).toHaveAttribute('aria-expanded', 'true');
    await expect(group('[100 … 199]')).toHaveAttribute('aria-expanded', 'false');
    await expect(group('[200 … 239]')).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.querySelectorAll('[role=treeitem][aria-expanded=false]')).toHaveLength(102);
  },
};

/** No body (204): the whole response is shown instead. */
export const NoData: Story = {
  args: { status: 'received', response: emptyResponse },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tree', { name: 'Response data' }),
    ).toHaveTextContent('No Content');
  },
};

export const Dark: Story = {
  args: { status: 'received', response: okResponse, scheme: 'dark' },
};

export const DarkError: Story = {
  args: { status: 'failed', failure: httpFailure(notFoundResponse), scheme: 'dark' },
};
