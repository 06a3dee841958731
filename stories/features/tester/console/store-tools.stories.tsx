import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoreTools } from '@/features/tester/console/store-tools';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Request tester/Console/StoreTools',
  parameters: ownFrameInDocs(),
  component: StoreTools,
  args: { onReset: fn(), onExport: fn(), onImport: fn() },
} satisfies Meta<typeof StoreTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reset asks first (Cancel is focused and changes nothing); Export and Import act at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to seed' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset the store to the seed?',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onReset).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset to seed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalled();
    const file = new File(['{}'], 'store.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByLabelText('Store file to import'), file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

export const Exporting: Story = { args: { busy: 'export' } };

/** A refused file: the server's reasons, announced, and the promise that nothing changed. */
export const ImportRefused: Story = {
  args: {
    importErrors: ['store.users: expected an array', 'store.version: expected 3, received 1'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The file was not imported; nothing changed.',
    );
    await expect(canvas.getByRole('button', { name: 'Import' })).toHaveAccessibleDescription(
      /store\.users: expected an array/,
    );
  },
};
