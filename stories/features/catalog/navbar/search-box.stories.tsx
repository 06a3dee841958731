import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '@/features/catalog/navbar/search-box';
import type { Suggestion } from '@/domain/search';
import { ownFrameInDocs } from '../../../support/docs';

const suggestions: Suggestion[] = [
  { kind: 'category', label: 'Makeup' },
  { kind: 'brand', label: 'MAC' },
  { kind: 'product', id: '1', label: 'M.A.C Powder Kiss Lipstick - Marrakesh-mere' },
];

const meta = {
  title: 'Components/Shop parts/SearchBox',
  parameters: ownFrameInDocs(),
  component: SearchBox,
  args: {
    value: 'ma',
    suggestions,
    onValueChange: fn(),
    onSelect: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="h-64 max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: '', suggestions: [] },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search products' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};

export const WithSuggestions: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    // Up from the first option returns to the text; up again wraps to the last.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[2]);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeClosesThenClears: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBox
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('ma');
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
  },
};

export const PointerChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(canvas.getByRole('option', { name: /MAC/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[1]);
  },
};
