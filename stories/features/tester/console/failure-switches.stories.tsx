import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FailureSwitches } from '@/features/tester/console/failure-switches';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Request tester/Console/FailureSwitches',
  parameters: ownFrameInDocs(),
  component: FailureSwitches,
  args: { failures: {}, onChange: fn(), onAllOff: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FailureSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group Off; a group's select switches it to 500, a network error or no answer. */
export const AllOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Turn all failures off' })).toBeDisabled();
    const cart = canvas.getByRole('combobox', { name: 'cart' });
    await expect(cart).toHaveTextContent('Off');
    cart.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    for (const name of ['Off', '500', 'Network error', 'Never answers']) {
      await expect(within(listbox).getByRole('option', { name })).toBeInTheDocument();
    }
    await userEvent.click(within(listbox).getByRole('option', { name: '500' }));
    await expect(args.onChange).toHaveBeenCalledWith('cart', '500');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const FailuresOn: Story = {
  args: { failures: { cart: '500', products: 'network', auth: 'hang', orders: 'none' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'products' })).toHaveTextContent(
      'Network error',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Turn all failures off' }));
    await expect(args.onAllOff).toHaveBeenCalled();
  },
};
