import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_FILTERS } from '@/domain/filters';
import { AppliedFilters } from '@/features/catalog/listing/applied-filters';
import { ownFrameInDocs } from '../../../support/docs';

const every = {
  search: 'green tea',
  price: 1500,
  categories: ['Skin Care'],
  brands: ['Plum', 'Dot & Key'],
  rating: 4,
  sort: 'HTL' as const,
};

const meta = {
  title: 'Screens/Products/Parts/AppliedFilters',
  parameters: ownFrameInDocs(),
  component: AppliedFilters,
  args: { filters: every, onChange: fn(), onClear: fn() },
} satisfies Meta<typeof AppliedFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Plum' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...every, brands: ['Dot & Key'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Up to ₹1,500' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...every, price: 10000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const RemoveByKeyboard: Story = {
  args: { filters: { ...DEFAULT_FILTERS, categories: ['Makeup'] } },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_FILTERS);
  },
};

export const NoneApplied: Story = {
  args: { filters: DEFAULT_FILTERS },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="applied-filters"]')).toBeNull();
  },
};
