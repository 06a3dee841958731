import { renderToStaticMarkup } from 'react-dom/server';
import { Heart as LucideHeart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconSprite } from '@/ui/icon-sprite.server';
import { spriteIcon } from '@/ui/sprite-icon';

const Heart = spriteIcon(LucideHeart, 'heart');

describe('sprite icons', () => {
  it('render a reference, not the paths, where the page is built, and stay lucide icons', () => {
    const html = renderToStaticMarkup(<Heart className="size-4" />);
    expect(html).toContain('<use href="#icon-heart"></use>');
    expect(html).not.toContain('<path');
    expect(html).toContain('class="lucide lucide-heart size-4"');
    // Decorative unless named, as lucide's own icon.
    expect(html).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Heart aria-label="Wishlist" />)).not.toContain('aria-hidden');
  });

  it("the page's sprite holds one symbol for each icon its HTML refers to, drawn by lucide", () => {
    const page = renderToStaticMarkup(
      <p>
        <Heart />
        <Heart />
      </p>,
    );
    const sprite = iconSprite(page);
    expect(sprite.match(/<symbol /g)).toHaveLength(1);
    const lucidePaths = renderToStaticMarkup(<LucideHeart />).match(/<path[^>]*>/g);
    expect(lucidePaths?.length).toBeGreaterThan(0);
    for (const path of lucidePaths ?? []) expect(sprite).toContain(path);
    expect(sprite).toMatch(
      /^<svg [^>]*style="display:none"[^>]*><symbol id="icon-heart" viewBox="0 0 24 24">/,
    );
    expect(iconSprite('<p>no icons</p>')).toBe('');
  });
});
