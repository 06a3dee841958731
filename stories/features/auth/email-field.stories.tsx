import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { INPUT_MESSAGES } from '@/domain/input-messages';
import { EmailField } from '@/features/auth/email-field';

/** The field as the login and signup forms use it: registered with react-hook-form. */
function Harness({ error, value = '' }: { error?: string; value?: string }) {
  const { register } = useForm<{ email: string }>({ defaultValues: { email: value } });
  return (
    <form className="max-w-sm" noValidate onSubmit={(event) => event.preventDefault()}>
      <EmailField registration={register('email')} error={error} />
    </form>
  );
}

const meta = {
  title: 'Screens/Login/Parts/EmailField',
  component: Harness,
  parameters: {
    docs: {
      description: {
        component:
          'The email address field shared by the login and signup forms: one label, placeholder and autofill hint, so both forms ask for an email the same way. Its message comes from the form (the rules are the forms\u2019 schemas); an error is announced and linked to the field, and says in words what is wrong.',
      },
    },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email address');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await expect(field).toHaveAttribute('placeholder', 'you@example.com');
    await userEvent.type(field, 'meera@example.com');
    await expect(field).toHaveValue('meera@example.com');
    (field as HTMLInputElement).blur();
  },
};

export const Filled: Story = { args: { value: 'meera@example.com' } };

export const WithError: Story = {
  args: { value: 'meera@', error: INPUT_MESSAGES.invalidEmail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Email address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent(INPUT_MESSAGES.invalidEmail);
    await expect(field.getAttribute('aria-describedby')).toContain(message.id);
  },
};
