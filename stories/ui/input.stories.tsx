import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Search', placeholder: 'Search for products' },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'search', 'number'] },
    ...hiddenArgs('className', 'onChange', 'onBlur', 'onFocus'),
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
      'A single line of text: email, name, phone, pin code, a coupon code, the search box. Put it in a Field, which gives it its label, hint and error.',
    whenToUse: [
      'Free text of one line. Set `type` (email, tel, search) and `autoComplete` so phones show the right keyboard and fill it in.',
      'On its own only for the search box, with an `aria-label`.',
    ],
    whenNotToUse: [
      'Several lines (a request body): Textarea. A password: PasswordInput.',
      'A choice among known values: RadioGroup, Select or checkboxes, never typed text.',
    ],
    states: [
      'Empty with a placeholder',
      'With a value',
      'Focused (brand-700 border and ring)',
      'Invalid (danger-700 border)',
      'Disabled (grey fill)',
    ],
    accessibility: [
      'Height 40 px; 16 px text on phones (so iOS does not zoom in), 14 px from the `sm` breakpoint up.',
      'The border is neutral-500 (3:1 on white); the invalid border is danger-700, always with the Field’s message under it: the red edge alone does not say what is wrong.',
      'Placeholder text is neutral-500: an example of the format, never the label.',
    ],
  }),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, placeholder, value, disabled and invalid. */
export const Playground: Story = {
  args: {
    type: 'text',
    placeholder: 'Search for products',
    disabled: false,
    'aria-invalid': false,
  },
};

/** One field, one thing; the label is outside it. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'The right type, so a phone shows its number pad.',
        example: (
          <Field label="Phone number" className="w-full">
            <Input type="tel" autoComplete="tel" placeholder="98765 43210" />
          </Field>
        ),
      }}
      bad={{
        caption: 'Two things in one field: the shopper cannot tell what goes where.',
        example: (
          <Field label="Name and phone" className="w-full">
            <Input placeholder="Priya, 98765 43210" />
          </Field>
        ),
      }}
    />
  ),
};

/** Tab reaches the field, typing fills it; the focus ring shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('lipstick');
    await expect(input).toHaveValue('lipstick');
  },
};

export const WithValue: Story = { args: { defaultValue: 'Matte lipstick' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Cannot change this' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not-an-email', 'aria-label': 'Email' },
};

export const Email: Story = {
  args: { type: 'email', 'aria-label': 'Email', placeholder: 'you@example.com' },
};
