import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryStrip } from '@/features/catalog/navbar/category-strip';
import { ownFrameInDocs } from '../../../support/docs';

const categories = ['Makeup', 'Skin Care', 'Appliances', 'Hair', 'Bath & Body', 'Fragrance'];

const meta = {
  title: 'Components/Shop parts/CategoryStrip',
  component: CategoryStrip,
  args: { categories, active: [] },
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof CategoryStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneActive: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[4]).toHaveAttribute('href', '/products?category=Bath+%26+Body');
  },
};

export const OneActive: Story = {
  args: { active: ['Skin Care'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Skin Care' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Phone: Story = {
  args: { active: ['Fragrance'] },
  globals: { viewport: { value: 'mobile' } },
};
