import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { iconSprite } from '@/ui/icon-sprite.server';
import { spriteIcon, symbolId } from '@/ui/sprite-icon';
import { desktopOnly } from '../support/visual';

const SpriteHeart = spriteIcon(Heart, 'heart');

const meta = {
  title: 'Components/Primitives/SpriteIcon',
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

/**
 * A prerendered page: the build writes the sprite (`iconSprite`, src/ui/icon-sprite.server.tsx)
 * beside #root with a symbol for each icon the HTML uses, and the icon is a `<use>` of it, drawn
 * the same. The sprite is put in the document before the story renders and taken out after.
 */
export const FromThePagesSprite: Story = {
  beforeEach: () => {
    const holder = document.createElement('div');
    holder.innerHTML = iconSprite(`<svg><use href="#${symbolId('heart')}"></use></svg>`);
    document.body.append(holder);
    return () => holder.remove();
  },
  play: async ({ canvasElement }) => {
    // One symbol, for the icon the markup refers to, holding lucide's paths.
    const symbol = document.getElementById(symbolId('heart'));
    await expect(symbol?.tagName.toLowerCase()).toBe('symbol');
    await expect(symbol?.querySelector('path')).not.toBeNull();
    await expect(iconSprite('<p>no icons here</p>')).toBe('');
    const svg = canvasElement.querySelector('svg.lucide');
    await expect(svg?.querySelector('use')?.getAttribute('href')).toBe(`#${symbolId('heart')}`);
    await expect(svg?.querySelector('path')).toBeNull();
  },
};
