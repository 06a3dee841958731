import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressCard } from '@/features/account/address-card';
import { HOME, OFFICE } from './account-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/AddressCard',
  parameters: ownFrameInDocs(),
  component: AddressCard,
  args: { address: HOME, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Name, house, city, state, pincode, country and phone, with Edit and Delete. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Aanya Sharma', '42, Rose Villa, MG Road', 'Bengaluru, Karnataka 560001'])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText('9876543210')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** Delete asks first; confirming deletes. */
export const ConfirmDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Delete this address?' });
    await expect(dialog).toHaveTextContent('Aanya Sharma in Bengaluru');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};

/** Keyboard: Enter opens the question with focus on Cancel; Escape keeps the address. */
export const CancelDeleteWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The delete call is in flight. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};

/**
 * Another address's edit is being saved: this one cannot be opened until it answers (its form would
 * close under the saving one). Delete still works.
 */
export const EditWaitsForAnotherSave: Story = {
  args: { editDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** A long street wraps; the buttons drop below on a phone. */
export const LongAddressOnPhone: Story = {
  args: { address: OFFICE },
  globals: { viewport: { value: 'mobile' } },
};
