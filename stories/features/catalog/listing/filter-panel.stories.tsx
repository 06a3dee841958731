import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_FILTERS, PRICE_NO_LIMIT, type FilterState } from '@/domain/filters';
import { FilterPanel } from '@/features/catalog/listing/filter-panel';
import { ownFrameInDocs } from '../../../support/docs';

const categories = [
  { value: 'Makeup', count: 8 },
  { value: 'Skin Care', count: 7 },
  { value: 'Appliances', count: 2 },
  { value: 'Hair', count: 2 },
  { value: 'Bath & Body', count: 4 },
  { value: 'Fragrance', count: 2 },
];
const brands = [
  { value: 'mamaearth', count: 3 },
  { value: 'Lakme', count: 5 },
  { value: 'Veet', count: 2 },
  { value: 'Plum', count: 6 },
  { value: 'Dot & Key', count: 2 },
  { value: 'MAC', count: 3 },
  { value: 'Philips', count: 2 },
  { value: 'NIVEA', count: 2 },
];

const meta = {
  title: 'Screens/Products/Parts/FilterPanel',
  parameters: ownFrameInDocs(),
  component: FilterPanel,
  args: {
    filters: DEFAULT_FILTERS,
    categories,
    brands,
    ratings: { '4': 14, '3': 23, '2': 25, '1': 25 },
    onChange: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Maximum price' });
    // The default (10000) sits at the slider's top stop and means no limit.
    await expect(slider).toHaveAttribute('aria-valuenow', '3000');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Any price');
    for (const label of ['100', '1500', '3000'])
      await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Reset' })).toBeChecked();
  },
};

export const CategoryToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(8)')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Makeup (8)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_FILTERS,
      categories: ['Makeup'],
    });
  },
};

export const BrandToggles: Story = {
  args: { filters: { ...DEFAULT_FILTERS, brands: ['Plum'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plum = canvas.getByRole('checkbox', { name: 'Plum (6)' });
    await expect(plum).toBeChecked();
    plum.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_FILTERS);
  },
};

export const RatingByKeyboard: Story = {
  args: { filters: { ...DEFAULT_FILTERS, rating: 4 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each choice says how many products it would leave.
    const four = canvas.getByRole('radio', { name: '4 Stars & above (14)' });
    await expect(four).toBeChecked();
    await userEvent.click(four);
    await expect(args.onChange).not.toHaveBeenCalled();
    // The arrow key moves the choice to the next radio.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, rating: 3 });
  },
};

export const SortByPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'High To Low' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, sort: 'HTL' });
  },
};

/** Drives the slider with the keyboard; the change is reported once the thumb is let go. */
export const PriceByKeyboard: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState<FilterState>(args.filters);
    return (
      <FilterPanel
        {...args}
        filters={filters}
        onChange={(next) => {
          args.onChange(next);
          setFilters(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Maximum price' });
    slider.focus();
    // A key's choice counts once the keys rest.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, price: 2950 }),
    );
    await expect(slider).toHaveAttribute('aria-valuetext', 'Up to ₹2,950');
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, price: 100 }),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        ...DEFAULT_FILTERS,
        price: PRICE_NO_LIMIT,
      }),
    );
  },
};

export const EveryFilterSet: Story = {
  args: {
    filters: {
      search: 'plum',
      price: 1500,
      categories: ['Skin Care', 'Fragrance'],
      brands: ['Plum'],
      rating: 3,
      sort: 'LTH',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
