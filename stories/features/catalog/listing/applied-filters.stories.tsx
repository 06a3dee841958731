import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_FILTERS, type FilterState } from '@/domain/filters';
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

/** The chips as the listing holds them: removing one writes the filters without it. */
function LiveChips({ initial }: { initial: FilterState }) {
  const [filters, setFilters] = useState(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="flex flex-col gap-3">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Showing All Products
      </h1>
      <AppliedFilters
        filters={filters}
        onChange={setFilters}
        onClear={() => setFilters(DEFAULT_FILTERS)}
        whenEmpty={heading}
      />
    </div>
  );
}

/**
 * Removing chips from the keyboard: focus goes to the next chip's button, then the one before at
 * the row's end, and to the title once none is left, never to the page's body.
 */
export const FocusAfterRemoving: Story = {
  render: () => (
    <LiveChips
      initial={{ ...DEFAULT_FILTERS, categories: ['Makeup'], brands: ['Plum', 'Lakme'] }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove Makeup' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Plum' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Lakme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Showing All Products' })).toHaveFocus();
  },
};
