/**
 * Icons drawn from one SVG sprite: `<svg><use href="#icon-heart"/></svg>` instead of a copy of the
 * icon's paths in every card, so a prerendered listing parses and hydrates a fraction of the SVG
 * elements. The icon stays lucide-react's own <Icon> (its classes, size, stroke, aria-hidden unless
 * given a name); only its contents are a reference.
 *
 * Where the symbols come from: a prerendered page carries those it uses, written by the build beside
 * #root (`iconSprite` in ./icon-sprite.server.tsx, through src/render/page.tsx and src/render/document.ts, for the build and the server alike). A page
 * rendered in the browser (the empty shell, a story) has no sprite: there, and for any icon whose
 * symbol is not in the document, the component renders lucide's icon whole, as before. So the
 * client renders `<use>` exactly where the server's HTML has it, and hydration matches.
 */
import { Icon, type LucideIcon, type LucideProps } from 'lucide-react';

const ICONS = new Map<string, LucideIcon>();

export const symbolId = (name: string) => `icon-${name}`;

/** `name`: lucide's name for the icon (its `lucide-<name>` class), e.g. 'shopping-cart'. */
export function spriteIcon(Lucide: LucideIcon, name: string) {
  ICONS.set(name, Lucide);
  // lucide draws its node list as React children: the key keeps React's list check quiet.
  const node: [string, { href: string; key: string }][] = [
    ['use', { href: `#${symbolId(name)}`, key: 'use' }],
  ];
  function SpriteIcon(props: Omit<LucideProps, 'ref'>) {
    // On the server (prerendering) always the reference: the build writes the symbol beside it.
    const inSprite =
      typeof document === 'undefined' || document.getElementById(symbolId(name)) !== null;
    if (!inSprite) return <Lucide {...props} />;
    return <Icon {...props} icon={{ name, node, size: 24 }} />;
  }
  SpriteIcon.displayName = `Sprite(${Lucide.displayName ?? name})`;
  return SpriteIcon;
}

/** The sprite icons the modules loaded so far have made, by name (for the build's sprite). */
export function spriteIcons(): ReadonlyMap<string, LucideIcon> {
  return ICONS;
}
