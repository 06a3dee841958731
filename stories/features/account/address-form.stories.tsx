import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from '@/features/account/address-form';
import { ADDRESS_FIELD_MESSAGES as M } from '@/domain/inputs';
import { toFormValues } from '@/features/account/address-schema';
import { HOME, NEW_ADDRESS } from './account-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const meta = {
  title: 'Screens/Account/Parts/AddressForm',
  parameters: ownFrameInDocs(),
  component: AddressForm,
  args: { mode: 'add', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const PLACEHOLDERS = [
  'Enter Name',
  'Enter House No., Road, Colony',
  'Enter City',
  'Enter State',
  'Enter Country',
  'Enter Pincode',
  'Enter Mobile Number',
];

/** The add form: the shop's placeholders, focus in the first field; typed and sent by keyboard. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const placeholder of PLACEHOLDERS)
      await expect(canvas.getByPlaceholderText(placeholder)).toHaveValue('');
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
    const values = [
      NEW_ADDRESS.userName,
      NEW_ADDRESS.houseNumber,
      NEW_ADDRESS.city,
      NEW_ADDRESS.state,
      NEW_ADDRESS.country,
      '400 050',
      '99887 76655',
    ];
    for (const [index, value] of values.entries()) {
      if (index > 0) await userEvent.tab();
      await userEvent.keyboard(value);
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(NEW_ADDRESS));
  },
};

/** The edit form, filled with the saved address; its buttons are Edit and Cancel. */
export const Filled: Story = {
  args: { mode: 'edit', defaultValues: toFormValues(HOME) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Pincode')).toHaveValue('560001');
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Mysuru');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const { id: _id, ...saved } = HOME;
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, city: 'Mysuru' }));
  },
};

/** Nothing filled in: every field says what it needs and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(7));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(M.userName);
    await expect(canvas.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A 5-digit pincode and a mobile number starting with 5: the Indian formats, explained. */
export const InvalidNumbers: Story = {
  args: {
    mode: 'edit',
    defaultValues: { ...toFormValues(HOME), pincode: '56001', mobileNumber: '5876543210' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Pincode')).toHaveAccessibleDescription(M.pincodeFormat),
    );
    await expect(canvas.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      M.mobileFormat,
    );
    await expect(canvas.getByLabelText('Pincode')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving: the button is busy until the owner's promise settles. */
export const Saving: Story = {
  args: {
    mode: 'edit',
    defaultValues: toFormValues(HOME),
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Cancel sends nothing. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Half typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
};
