import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/ui/button';

const meta = {
  title: 'Components/Shop parts/EmptyState',
  component: EmptyState,
  args: { title: 'There are no products for selected filters.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithIconAndAction: Story = {
  args: {
    icon: <SearchX />,
    description: 'Try a wider price range or fewer brands.',
    action: (
      <Button asChild variant="secondary">
        <Link to="/products">Clear all filters</Link>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'There are no products for selected filters.',
    );
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};
