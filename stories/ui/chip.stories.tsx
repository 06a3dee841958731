import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from '@/ui/chip';
import { desktopOnly } from '../support/visual';

const meta = {
  parameters: desktopOnly('a chip is as wide as its text at any page width'),
  title: 'Components/Primitives/Chip',
  component: Chip,
  args: { label: 'Makeup', onRemove: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

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
