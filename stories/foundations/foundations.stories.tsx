import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ColourPage,
  IconsPage,
  RadiiPage,
  ShadowsPage,
  SpacingPage,
  TypographyPage,
} from './foundation-pages';
import { desktopOnly } from '../support/visual';

const meta = {
  title: 'Foundations',
  parameters: {
    router: false,
    ...desktopOnly('reference pages for designers and QA, read on a desktop'),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token, and each text colour's contrast on the surfaces src/ puts it on. */
export const Colour: Story = {
  render: () => <ColourPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'brand' })).toBeVisible();
    // White text on the primary button's brand-700, a pair the app really uses: 6.98, AA.
    const white = canvasElement.querySelector('[data-token="neutral-0"]')?.closest('tr');
    await expect(white).toBeTruthy();
    await expect(white).toHaveTextContent(/brand-7006\.98AA/);
  },
};

export const Typography: Story = {
  render: () => <TypographyPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('text-3xl')).toBeVisible();
  },
};

export const Spacing: Story = { render: () => <SpacingPage /> };
export const Radii: Story = { render: () => <RadiiPage /> };
export const Shadows: Story = { render: () => <ShadowsPage /> };

export const Icons: Story = {
  render: () => <IconsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ShoppingCart')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg.lucide').length).toBeGreaterThan(20);
  },
};
