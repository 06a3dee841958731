import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from '@/features/catalog/home/site-footer';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Components/Shop parts/SiteFooter',
  component: SiteFooter,
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const instagram = canvas.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const PolicyDialog: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Return Policy' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Return Policy' });
    await expect(dialog).toHaveTextContent('within 15 days');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
