import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { useLocation } from 'react-router-dom';
import { AddressDetails } from '@/features/account/address-details';
import { mswParameters } from '../../support/msw';
import { signedIn } from '../../support/session';
import { clearToastsLoader } from '../auth/auth-story-support';
import { NEW_ADDRESS, OFFICE, PARENTS } from './account-fixtures';
import { isolatedInDocs } from '../../support/docs';
import { expectToast } from '../../support/toast';

const withoutId = ({ id: _id, ...input }: typeof OFFICE) => input;

/** The Address Details tab on the simulated back end, signed in as the demo shopper. */
const meta = {
  title: 'Screens/Account/Parts/AddressDetails',
  component: AddressDetails,
  loaders: [clearToastsLoader, signedIn()],
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account-details/addressDetails' },
  },
} satisfies Meta<typeof AddressDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's one saved address. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aanya Sharma')).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [signedIn({ addresses: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Address added!')).toBeVisible();
  },
};

export const Several: Story = {
  loaders: [signedIn({ addresses: [withoutId(OFFICE), withoutId(PARENTS)] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Meera Sharma')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswParameters({ addresses: scenarios.addresses.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your addresses',
    );
  },
};

export const LoadFailed: Story = {
  parameters: mswParameters({ addresses: scenarios.addresses.failing }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your addresses could not be loaded.');
    await expect(alert).toHaveTextContent('Simulated server failure');
  },
};

/** Add: the server saves it, a toast says so, the form closes, the list has it. */
export const AddAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }));
    const f = within(canvas.getByRole('form', { name: 'Add new address' }));
    await userEvent.type(f.getByPlaceholderText('Enter Name'), NEW_ADDRESS.userName);
    await userEvent.type(
      f.getByPlaceholderText('Enter House No., Road, Colony'),
      NEW_ADDRESS.houseNumber,
    );
    await userEvent.type(f.getByPlaceholderText('Enter City'), NEW_ADDRESS.city);
    await userEvent.type(f.getByPlaceholderText('Enter State'), NEW_ADDRESS.state);
    await userEvent.type(f.getByPlaceholderText('Enter Country'), NEW_ADDRESS.country);
    await userEvent.type(f.getByPlaceholderText('Enter Pincode'), String(NEW_ADDRESS.pincode));
    await userEvent.type(
      f.getByPlaceholderText('Enter Mobile Number'),
      String(NEW_ADDRESS.mobileNumber),
    );
    await userEvent.click(f.getByRole('button', { name: 'Add' }));
    await expectToast('New Address is added successfully!');
    await expect(await canvas.findByText('Kabir Mehta')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
  },
};

/** Edit in place and save: toast, the card shows the new city. */
export const EditAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const city = canvas.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expectToast('The address is edited successfully!');
    await expect(await canvas.findByText('Mysuru, Karnataka 560001')).toBeVisible();
  },
};

/** Delete, confirmed: toast, and the book is empty. */
export const DeleteAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Deleted Address successfully!');
    await expect(await canvas.findByText('No Address added!')).toBeVisible();
  },
};

/** The server refuses the save: its message is toasted and the form keeps what was typed. */
export const SaveRefused: Story = {
  parameters: mswParameters({
    // Saving fails; reading still works.
    addresses: scenarios.addresses.failingWrites,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByLabelText('City'), ' North');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expectToast('Could not save the address. Simulated server failure');
    await expect(canvas.getByLabelText('City')).toHaveValue('Bengaluru North');
  },
};

/** Where the story's router is, so a play function can see a navigation. */
function ShownLocation() {
  const location = useLocation();
  return (
    <output data-testid="location" className="sr-only">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </output>
  );
}

async function fillNewAddress(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByPlaceholderText('Enter Name'), NEW_ADDRESS.userName);
  await userEvent.type(
    form.getByPlaceholderText('Enter House No., Road, Colony'),
    NEW_ADDRESS.houseNumber,
  );
  await userEvent.type(form.getByPlaceholderText('Enter City'), NEW_ADDRESS.city);
  await userEvent.type(form.getByPlaceholderText('Enter State'), NEW_ADDRESS.state);
  await userEvent.type(form.getByPlaceholderText('Enter Country'), NEW_ADDRESS.country);
  await userEvent.type(form.getByPlaceholderText('Enter Pincode'), String(NEW_ADDRESS.pincode));
  await userEvent.type(
    form.getByPlaceholderText('Enter Mobile Number'),
    String(NEW_ADDRESS.mobileNumber),
  );
}

/**
 * Checkout's 'Add new Address': the add form is open at once, 'Back to checkout' is offered, and
 * saving goes back to checkout with the new address to choose.
 */
export const FromCheckout: Story = {
  parameters: { route: { path: '/account-details/addressDetails?add=checkout' } },
  render: () => (
    <>
      <AddressDetails />
      <ShownLocation />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add new address' });
    await expect(canvas.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await fillNewAddress(within(form));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await expectToast('New Address is added successfully!');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(/^\/checkout \{"addressId":".+"\}$/),
    );
  },
};

/** Cancel on the add form opened from checkout goes back to checkout, nothing saved. */
export const FromCheckoutCancelled: Story = {
  ...FromCheckout,
  // It looks as FromCheckout before the click.
  parameters: { ...FromCheckout.parameters, visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add new address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/checkout null'));
  },
};
