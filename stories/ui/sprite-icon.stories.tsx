import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { iconSprite } from '@/ui/icon-sprite.server';
import { spriteIcon, symbolId } from '@/ui/sprite-icon';
import { desktopOnly } from '../support/visual';
import { hiddenArgs, usageParameters } from '../content/usage';

const SpriteHeart = spriteIcon(Heart, 'heart');

const meta = {
  title: 'Components/Primitives/SpriteIcon',
  component: SpriteHeart,
  parameters: {
    ...desktopOnly('an icon is 24 px at any page width'),
    ...usageParameters({
      purpose:
        'A lucide-react icon drawn from one SVG sprite on prerendered pages (`<use href="#icon-heart">`) instead of a copy of its paths in every card. It looks and sizes exactly like the lucide icon it wraps; the sprite itself is written by the build (src/ui/icon-sprite.server.tsx).',
      whenToUse: [
        'An icon repeated on every card of a listing (heart, cart, star): `const Heart = spriteIcon(LucideHeart, "heart")` at module level.',
        'Size and colour it as any lucide icon (see Foundations, Icons, for the size rule).',
      ],
      whenNotToUse: [
        'An icon shown once on a page (a dialog’s ×, an empty state): import it from lucide-react directly.',
        'A picture or a logo: those are images.',
      ],
      states: [
        'Without a sprite (drawn whole, as in the browser)',
        'From the page’s sprite (a reference)',
      ],
      accessibility: [
        'Decorative beside text: `aria-hidden`. On an icon-only button the button’s label names it; the icon stays hidden.',
        'Icons are drawn in currentColor: they take the text colour and its contrast.',
      ],
    }),
  },
  args: { 'aria-hidden': true, className: 'size-6 text-brand-700' },
  argTypes: {
    strokeWidth: { control: 'inline-radio', options: [1.5, 2, 2.5] },
    ...hiddenArgs('className', 'aria-hidden'),
  },
} satisfies Meta<typeof SpriteHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stroke width; the size comes from the text around it. */
export const Playground: Story = { args: { strokeWidth: 2 } };

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
