import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from '@/ui/skeleton';

const meta = {
  title: 'Components/Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-32 w-64' },
  subcomponents: { SkeletonText },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

export const Text: Story = {
  render: () => (
    <div className="w-80">
      <SkeletonText lines={4} />
    </div>
  ),
};
