import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ColourPage,
  ColourRolesPage,
  GridPage,
  IconsPage,
  MotionPage,
  RadiiPage,
  ShadowsPage,
  SpacingPage,
  ThemesPage,
  TypographyPage,
} from './foundation-pages';
import { desktopOnly } from '../support/visual';

/**
 * The foundations, one page each (Foundations/<Page> in the sidebar). They are stories rather than
 * MDX so that the accessibility check runs on them too; they have no autodocs page of their own.
 */
const meta = {
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: {
    router: false,
    ...desktopOnly('reference pages for designers and QA, read on a desktop'),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour by role: text, surface, border, interactive, success, critical, brand. */
export const ColourRoles: Story = {
  name: 'Colour roles',
  render: () => <ColourRolesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of ['Text', 'Surface', 'Border', 'Interactive', 'Success', 'Critical']) {
      await expect(canvas.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { name: 'Brand' })).toBeVisible();
    // The control edge is the 3:1 border of inputs: neutral-500 on white, 4.83.
    await expect(canvas.getByText('Control edge').closest('li')).toHaveTextContent(/4\.83$/);
  },
};

/** Every token, and each text colour's contrast on the surfaces src/ puts it on. */
export const Colour: Story = {
  name: 'Palette and contrast',
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

/** Type by role (page title, section label, body, price, caption), the weights, then the scale. */
export const Typography: Story = {
  render: () => <TypographyPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('text-3xl')).toBeVisible();
    for (const role of ['Page title', 'Section label', 'Body', 'Price', 'Caption']) {
      await expect(canvas.getByRole('cell', { name: role })).toBeVisible();
    }
  },
};

/** Each spacing step src/ uses, what it is for and how many files use it. */
export const Spacing: Story = {
  render: () => <SpacingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 = 16px').closest('tr')).toHaveTextContent(/side margin/);
  },
};

/** Breakpoints, the page's width and the product grid's columns. */
export const Grid: Story = {
  name: 'Grid and breakpoints',
  render: () => <GridPage />,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('md:', { selector: 'td code' }).closest('tr');
    // Read from src/: some files change at md.
    await expect(Number(row?.lastElementChild?.textContent)).toBeGreaterThan(0);
  },
};

export const Radii: Story = { render: () => <RadiiPage /> };

export const Shadows: Story = { name: 'Elevation', render: () => <ShadowsPage /> };

/** What moves, how long, and what happens under reduced motion. */
export const Motion: Story = {
  render: () => <MotionPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Reduced motion' }),
    ).toBeVisible();
  },
};

export const Icons: Story = {
  render: () => <IconsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ShoppingCart')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg.lucide').length).toBeGreaterThan(20);
    // The heart on every card comes from the sprite.
    await expect(canvas.getByText('Heart').parentElement).toHaveTextContent(/sprite/);
  },
};

/** Light only: no dark or high-contrast theme; the request tester's dark panels are its own. */
export const Themes: Story = {
  render: () => <ThemesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/one light theme/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /request tester’s panels/ })).toBeVisible();
  },
};
