/**
 * Build side of src/ui/sprite-icon.tsx (react-dom/server: never imported by the client).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteIcons, symbolId } from './sprite-icon';

/**
 * The sprite for a page's HTML: one <symbol> for each sprite icon the HTML refers to, or '' when
 * none. Put it in the page outside React's root (it is not part of what React hydrates).
 */
export function iconSprite(html: string): string {
  const symbols = [...spriteIcons()]
    .filter(([name]) => html.includes(`href="#${symbolId(name)}"`))
    .map(([name, Lucide]) => {
      const svg = renderToStaticMarkup(<Lucide />);
      const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
      return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
    });
  if (symbols.length === 0) return '';
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${symbols.join('')}</svg>`;
}
