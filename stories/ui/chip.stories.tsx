import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from '@/ui/chip';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  parameters: {
    ...desktopOnly('a chip is as wide as its text at any page width'),
    ...usageParameters({
      purpose:
        'Shows a filter that is applied, above the product grid, with a × to take it off. Read-only, it names a choice without a way to remove it.',
      whenToUse: [
        'One chip per applied filter value (Makeup, Lakme, 4★ & above), in the order they were chosen, with Clear beside the row.',
        'The label is the filter’s value as the filter panel names it.',
      ],
      whenNotToUse: [
        'For a status (In Stock, Delivered): use Badge.',
        'As a button that opens something: use Button.',
        'For choices not yet made (suggested filters): those belong in the filter panel.',
      ],
      states: ['Removable', 'Read-only', 'A row that wraps'],
      accessibility: [
        'The × is its own button named "Remove <label>"; it is 24 px inside a 32 px high chip, so keep 8 px between chips.',
        'Tab reaches each ×, in the order the chips are read.',
        'Brand-900 text on brand-50: 13:1.',
      ],
    }),
  },
  title: 'Components/Primitives/Chip',
  component: Chip,
  args: { label: 'Makeup', onRemove: fn() },
  argTypes: { ...hiddenArgs('className', 'onRemove') },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write the label. */
export const Playground: Story = { args: { label: 'Lakme' } };

/** A chip says which filter is on; it is not a status. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'Applied filters as chips, each removable.',
        example: (
          <>
            <Chip label="Makeup" onRemove={() => undefined} />
            <Chip label="Lakme" onRemove={() => undefined} />
          </>
        ),
      }}
      bad={{
        caption: 'A product’s state is not a filter: use a Badge.',
        example: <Chip label="Out of Stock" />,
      }}
    />
  ),
};

/** Tab reaches the × button (named 'Remove Makeup'); Enter removes. */
export const Removable: Story = {
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Makeup' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { onRemove: undefined, label: '4 Stars & above' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

function AppliedFilters() {
  const [chips, setChips] = useState(['Makeup', 'Lakmé', 'Under ₹1500', '4 Stars & above']);
  return (
    <ul aria-label="Applied filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip}>
          <Chip label={chip} onRemove={() => setChips((all) => all.filter((c) => c !== chip))} />
        </li>
      ))}
    </ul>
  );
}

/** A row of applied filters; Space on a × removes that one. */
export const FilterRow: Story = {
  render: () => <AppliedFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Lakmé' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('Lakmé')).not.toBeInTheDocument();
  },
};
