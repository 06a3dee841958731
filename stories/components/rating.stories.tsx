import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from '@/components/rating';

const meta = {
  title: 'Components/Shop parts/Rating',
  component: Rating,
  args: { value: 4.4 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValueOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 4.4 out of 5')).toBeInTheDocument();
  },
};

export const WithCount: Story = {
  args: { value: 4, count: 25820 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.0')).toBeVisible();
    await expect(canvas.getByText('25,820 ratings')).toBeVisible();
  },
};
