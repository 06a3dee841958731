import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessagesPage, NumbersPage, VoicePage } from './content-pages';
import { desktopOnly } from '../support/visual';

/**
 * The content guide, one page each (Content/<Page> in the sidebar): stories, so the accessibility
 * check runs on them; no autodocs page of their own.
 */
const meta = {
  title: 'Content',
  tags: ['!autodocs'],
  parameters: {
    router: false,
    ...desktopOnly('reference pages for designers and writers, read on a desktop'),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Voice, casing, and the fixed texts that stand as written. */
export const Voice: Story = {
  name: 'Voice and casing',
  render: () => <VoicePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add new Address')).toBeVisible();
    await expect(canvas.getByText('Remove From Cart')).toBeVisible();
  },
};

/** Why a card shows ₹338 and the same money in a sum reads ₹676.00. */
export const Numbers: Story = {
  name: 'Numbers and prices',
  render: () => <NumbersPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Printed by the shop's own formatters: whole rupees for a price, paise for a sum.
    await expect(canvas.getAllByText('₹338').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('₹676.00').length).toBeGreaterThan(0);
  },
};

/** Where each kind of message goes, how to write it, and empty states. */
export const Messages: Story = {
  name: 'Messages and empty states',
  render: () => <MessagesPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Where a message goes' }),
    ).toBeVisible();
  },
};
