import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RequestBar } from '@/features/tester/request-bar';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Request tester/RequestBar',
  parameters: ownFrameInDocs(),
  component: RequestBar,
  args: {
    method: 'GET',
    endpoint: '/api/test-todos',
    suggestions: [
      { method: 'GET', path: '/api/products', group: 'products' },
      { method: 'GET', path: '/api/user/cart', group: 'cart' },
      { method: 'POST', path: '/api/user/cart', group: 'cart' },
    ],
    onMethodChange: fn(),
    onEndpointChange: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof RequestBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's methods (GET, POST, DELETE) plus PUT and PATCH; suggestions name each path's methods. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const method = canvas.getByRole('combobox', { name: 'Method' });
    method.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'DELETE' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('DELETE');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const endpoint = canvas.getByLabelText('Endpoint');
    await expect(endpoint).toHaveAttribute('placeholder', 'Enter your endpoint');
    await userEvent.type(endpoint, '/');
    await expect(args.onEndpointChange).toHaveBeenCalledWith('/api/test-todos/');
    const options = canvasElement.querySelectorAll('datalist option');
    await expect([...options].map((o) => `${o.getAttribute('value')} ${o.textContent}`)).toEqual([
      '/api/products GET',
      '/api/user/cart GET, POST',
    ]);
  },
};

export const Empty: Story = {
  args: { endpoint: '', suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByPlaceholderText('Enter your endpoint')).toHaveValue('');
  },
};

/** While a request runs, Submit becomes Cancel. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A bar whose Submit starts sending, as the tester's does (the story's form is the meta's). */
function SendingBar(props: ComponentProps<typeof RequestBar>) {
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = box.current?.closest('form');
    const send = () => setSending(true);
    form?.addEventListener('submit', send);
    return () => form?.removeEventListener('submit', send);
  }, []);
  return (
    <div ref={box}>
      <RequestBar {...props} sending={sending} />
    </div>
  );
}

/**
 * A double-click on Submit sends once: its second click lands on Cancel, which Submit has become,
 * and is not taken as a Cancel. A single click on Cancel still cancels.
 */
export const DoubleClickSubmit: Story = {
  render: (args) => <SendingBar {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Submit' }));
    const cancel = await canvas.findByRole('button', { name: 'Cancel' });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
