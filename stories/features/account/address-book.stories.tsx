import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Address } from '@/domain/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressBook } from '@/features/account/address-book';
import { HOME, NEW_ADDRESS, OFFICE, PARENTS } from './account-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/AddressBook',
  parameters: ownFrameInDocs(),
  component: AddressBook,
  args: {
    addresses: [HOME],
    onAdd: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(),
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Address added!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible();
  },
};

/** Edit opens the form in place; Cancel closes it and returns focus to Edit. */
export const One: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const form = canvas.getByRole('form', { name: 'Edit address' });
    await expect(within(form).getByLabelText('Name')).toHaveValue('Aanya Sharma');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const Several: Story = {
  args: { addresses: [HOME, OFFICE, PARENTS] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

/** The second address is being edited: its form replaces its card. */
export const Editing: Story = {
  args: { addresses: [HOME, OFFICE, PARENTS], initialEditingId: OFFICE.id },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Edit address' });
    await expect(within(form).getByLabelText('Pincode')).toHaveValue('560103');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};

/** A save that waits until the story lets it end. */
function heldSave() {
  let release = () => {};
  let answered = Promise.resolve();
  return {
    hold() {
      answered = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    onUpdate: fn(() => answered),
  };
}
const officeSave = heldSave();

/**
 * Saving an edit closes the form and puts focus back on that address's Edit. While it saves, no
 * other address opens: its form would close when this save ended, losing what was typed in it.
 */
export const SaveEdit: Story = {
  args: {
    addresses: [HOME, OFFICE, PARENTS],
    initialEditingId: OFFICE.id,
    onUpdate: officeSave.onUpdate,
  },
  play: async ({ args, canvasElement }) => {
    officeSave.hold();
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Edit address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const { id: _id, ...saved } = OFFICE;
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledWith(OFFICE.id, saved));
    for (const other of [HOME, PARENTS]) {
      const card = canvas.getByRole('article', { name: `Address of ${other.userName}` });
      await expect(within(card).getByRole('button', { name: 'Edit' })).toBeDisabled();
    }
    officeSave.release();
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    const home = canvas.getByRole('article', { name: `Address of ${HOME.userName}` });
    await expect(within(home).getByRole('button', { name: 'Edit' })).toBeEnabled();
    const office = canvas.getByRole('article', { name: `Address of ${OFFICE.userName}` });
    await expect(within(office).getByRole('button', { name: 'Edit' })).toHaveFocus();
  },
};

/** '+ Add New Address' opens the add form; saving closes it. */
export const Adding: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }));
    const form = canvas.getByRole('form', { name: 'Add new address' });
    const f = within(form);
    await userEvent.type(f.getByLabelText('Name'), NEW_ADDRESS.userName);
    await userEvent.type(f.getByLabelText('House No., Road, Colony'), NEW_ADDRESS.houseNumber);
    await userEvent.type(f.getByLabelText('City'), NEW_ADDRESS.city);
    await userEvent.type(f.getByLabelText('State'), NEW_ADDRESS.state);
    await userEvent.type(f.getByLabelText('Country'), NEW_ADDRESS.country);
    await userEvent.type(f.getByLabelText('Pincode'), String(NEW_ADDRESS.pincode));
    await userEvent.type(f.getByLabelText('Mobile Number'), String(NEW_ADDRESS.mobileNumber));
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith(NEW_ADDRESS));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add New Address' })).toHaveFocus(),
    );
  },
};

/** A refused save keeps the form open with everything typed. */
export const SaveRefused: Story = {
  args: {
    initialEditingId: HOME.id,
    onUpdate: fn(async () => {
      throw new Error('refused');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('City'), ' North');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalled());
    await expect(canvas.getByRole('form', { name: 'Edit address' })).toBeVisible();
    await expect(canvas.getByLabelText('City')).toHaveValue('Bengaluru North');
  },
};

export const OnPhone: Story = {
  args: { addresses: [HOME, OFFICE] },
  globals: { viewport: { value: 'mobile' } },
};

/** The book as the account screen holds it: Delete removes the address once answered. */
function LiveBook({ initial }: { initial: Address[] }) {
  const [addresses, setAddresses] = useState(initial);
  return (
    <AddressBook
      addresses={addresses}
      onAdd={async () => addresses}
      onUpdate={async () => addresses}
      onDelete={(id) => setAddresses((list) => list.filter((a) => a.id !== id))}
    />
  );
}

/**
 * Deleting from the keyboard: once the card is gone, focus goes to the next card's Edit (the one
 * before, for the last card), and to Add New Address when none is left, never to the page's body.
 */
export const FocusAfterDeleting: Story = {
  render: () => <LiveBook initial={[HOME, OFFICE]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const remove = async (name: string) => {
      const card = canvas.getByRole('article', { name: `Address of ${name}` });
      await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Delete this address?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove(HOME.userName);
    const officeCard = canvas.getByRole('article', { name: `Address of ${OFFICE.userName}` });
    await waitFor(() =>
      expect(within(officeCard).getByRole('button', { name: 'Edit' })).toHaveFocus(),
    );
    await remove(OFFICE.userName);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add New Address' })).toHaveFocus(),
    );
  },
};
