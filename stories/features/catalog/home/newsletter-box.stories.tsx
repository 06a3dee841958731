import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterBox } from '@/features/catalog/home/newsletter-box';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Home/Parts/NewsletterBox',
  parameters: ownFrameInDocs(),
  component: NewsletterBox,
  args: { onSubscribe: fn(async () => true) },
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const BadEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'aanya@');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a valid email address, like name@example.com.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, '  aanya@glamour.test ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('aanya@glamour.test');
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

export const Refused: Story = {
  args: { onSubscribe: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'aanya@glamour.test{Enter}');
    // What was typed stays, so the shopper can try again.
    await expect(email).toHaveValue('aanya@glamour.test');
  },
};
