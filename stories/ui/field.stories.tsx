import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';

const meta = {
  title: 'Components/Primitives/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Label + control + hint + error. The control (the one child) gets `id`, `aria-invalid` and `aria-describedby`; the error is `role="alert"` so it is announced when it appears.',
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your order confirmation here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send your order confirmation here.');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a valid email', hint: 'We send your order confirmation here.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your order confirmation here. Please enter a valid email',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email');
  },
};

const schema = z.object({
  email: z.email('Please enter a valid email'),
  password: z.string().min(8, 'Password must be at least 8 characters'),
});
type Values = z.infer<typeof schema>;

function SignInForm() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => setSubmitted(values.email))}
    >
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <PasswordInput {...register('password')} />
      </Field>
      <Button type="submit">Login</Button>
      <p role="status" className="text-sm text-neutral-700">
        {submitted ? `Submitted as ${submitted}` : null}
      </p>
    </form>
  );
}

/** With react-hook-form + zod: submitting empty shows both errors; fixing them submits. */
export const WithReactHookForm: Story = {
  render: () => <SignInForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter a valid email',
      'Password must be at least 8 characters',
    ]);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await userEvent.type(email, 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Submitted as asha@example.com',
    );
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};
