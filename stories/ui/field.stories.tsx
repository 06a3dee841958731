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
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    ...hiddenArgs('children', 'className', 'id'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: usageParameters({
    purpose:
      'A form field: the label above, the control, an optional hint and the error under it. Every Input, Textarea and PasswordInput of the shop sits in one.',
    whenToUse: [
      'Every form control that has a visible label (all of them, except a lone search box, where `hideLabel` keeps the label for screen readers only).',
      'A hint for what the shopper needs to know before typing ("We send your order confirmation here").',
      'The error after a send or on leaving the field, in words that say how to put it right; the texts are the shop’s own (docs/shop/texts.md), not invented per screen.',
    ],
    whenNotToUse: [
      'For checkboxes and radios: they carry their own label beside the box.',
      'For a message about the whole form ("Invalid credentials"): show it above the buttons or in a toast, not under one field.',
    ],
    states: ['Default', 'With a hint', 'With an error (the control turns invalid)', 'Label hidden'],
    accessibility: [
      'How an error reads today: the message in danger-700 text under the control and the control’s border in danger-700. The cue that does not rely on colour is the message itself (its words, and its place under the field); there is no icon yet. Never show an error by the red border alone.',
      'The error is announced when it appears (`role="alert"`) and is read with the control afterwards (`aria-describedby`), after the hint.',
      'The label is clickable and focuses the control; focus order is label order, top to bottom.',
      'Placeholders are examples, never the label: they vanish while typing and are too light to be read as text.',
    ],
  }),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write the label, a hint and an error to see how the field reads. */
export const Playground: Story = {
  args: {
    label: 'Email',
    hint: 'We send your order confirmation here.',
    error: 'Enter a valid email address.',
    hideLabel: false,
  },
};

/** A label above the field, an error in words; a placeholder is not a label. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'A visible label, and an error that says how to put it right.',
        example: (
          <Field label="Email" error="Enter a valid email address." className="w-full">
            <Input type="email" defaultValue="priya@" />
          </Field>
        ),
      }}
      bad={{
        caption: 'The placeholder as the label: it is gone as soon as the shopper types.',
        example: <Input type="email" aria-label="Email" placeholder="Email" />,
      }}
    />
  ),
};

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
