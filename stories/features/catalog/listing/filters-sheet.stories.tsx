import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_FILTERS } from '@/domain/filters';
import { FiltersSheet } from '@/features/catalog/listing/filters-sheet';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Products/Parts/FiltersSheet',
  parameters: ownFrameInDocs(),
  component: FiltersSheet,
  args: {
    filters: { ...DEFAULT_FILTERS, categories: ['Hair'] },
    onApply: fn(),
    appliedCount: 1,
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof FiltersSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Filters.*1 applied$/ }),
    ).toBeVisible();
  },
};

export const ApplyKeepsTheDraft: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const sheet = within(dialog);
    // The back end counts the draft: Hair's products are all mamaearth's.
    await userEvent.click(await sheet.findByRole('checkbox', { name: 'mamaearth (2)' }));
    // Counts follow the draft: mamaearth has 1 product in Skin Care (7 before the tick).
    await expect(await sheet.findByRole('checkbox', { name: 'Skin Care (1)' })).toBeVisible();
    await userEvent.click(sheet.getByRole('radio', { name: 'Low To High' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(sheet.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      ...DEFAULT_FILTERS,
      categories: ['Hair'],
      brands: ['mamaearth'],
      sort: 'LTH',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CancelDiscards: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Filters/ });
    await userEvent.click(trigger);
    let sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(await sheet.findByRole('checkbox', { name: 'Hair (2)' }));
    await expect(sheet.getByRole('checkbox', { name: 'Hair (2)' })).not.toBeChecked();
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Opening again starts from the filters in force.
    await userEvent.keyboard('{Enter}');
    sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await expect(await sheet.findByRole('checkbox', { name: 'Hair (2)' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await expect(sheet.getByRole('button', { name: 'Apply' })).toBeVisible();
    // The back end's counts for the draft are in (the screenshot shows them, not zeros).
    await expect(await sheet.findByRole('checkbox', { name: 'mamaearth (2)' })).toBeVisible();
  },
};
