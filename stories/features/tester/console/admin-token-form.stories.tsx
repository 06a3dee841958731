import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminTokenForm } from '@/features/tester/console/admin-token-form';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Request tester/Console/AdminTokenForm',
  parameters: ownFrameInDocs(),
  component: AdminTokenForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminTokenForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank token is refused in place; a typed one is handed over, trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock console' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter the admin token.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Admin token'), '  secret-admin-token ');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock console' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('secret-admin-token');
  },
};

/** The server did not accept the last token. */
export const Refused: Story = {
  args: { error: 'That admin token was not accepted.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('That admin token was not accepted.');
    await expect(canvas.getByLabelText('Admin token')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Checking: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
};
