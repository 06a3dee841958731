import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '@/ui/input';

const meta = {
  title: 'Components/Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Search', placeholder: 'Search for products' },
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
          'A text field. On its own it needs an `aria-label`; inside a `Field` it gets its label, hint and error wiring.',
      },
    },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

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
