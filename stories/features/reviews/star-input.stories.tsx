import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StarInput } from '@/features/reviews/star-input';

/**
 * The rating of the write-a-review form: five stars as one radio group, so a keyboard picks a
 * rating with the arrow keys and a screen reader says "4 stars, 4 of 5". Use it only inside a form
 * that labels it; for showing a rating, use the Rating badge.
 */
function Controlled({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="p-4">
      <StarInput name="rating" label="Your rating" value={value} onChange={setValue} />
      <output className="mt-2 block text-sm">Chosen: {value || 'none'}</output>
    </div>
  );
}

const meta = {
  title: 'Features/Reviews/StarInput',
  component: Controlled,
  args: { initial: 0 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: no star is filled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Four stars chosen with the keyboard: focus the first, arrow right three times. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByText('Chosen: 4')).toBeVisible();
  },
};
