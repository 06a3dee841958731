import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from './app-shell';
import { screenParameters } from '../support/screen-docs';

/** Any unknown URL: the real route table sends it to /page-not-found, inside the layout. */
const meta = {
  title: 'Screens/Not found',
  component: AppShell,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/no-such-page' },
    ...screenParameters('Screens/Not found', 600),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Looks like page is not found!' }),
    ).toBeVisible();
    // The way out is a link home.
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
