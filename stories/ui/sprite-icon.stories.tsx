import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { spriteIcon } from '@/ui/sprite-icon';
import { desktopOnly } from '../support/visual';

const SpriteHeart = spriteIcon(Heart, 'heart');

const meta = {
  title: 'UI/SpriteIcon',
  component: SpriteHeart,
  parameters: desktopOnly('an icon is 24 px at any page width'),
  args: { 'aria-hidden': true, className: 'size-6 text-brand-700' },
} satisfies Meta<typeof SpriteHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page without the build's sprite (the empty shell, a story): the icon draws its own paths, so
 * it looks the same as lucide's.
 */
export const WithoutSprite: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg.lucide');
    await expect(svg).not.toBeNull();
    await expect(svg?.querySelector('use')).toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
