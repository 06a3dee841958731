/**
 * A page's head as HTML: title, description, canonical, robots, Open Graph and Twitter card tags,
 * and its JSON-LD in `<script type="application/ld+json">` (data, not code: no Content-Security-
 * Policy blocks it, and nothing runs it).
 */
import { SITE_NAME, type PageHead } from '@/domain/seo';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON that cannot end its <script> element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('name', 'robots', head.robots),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:type', head.image ? head.imageSize?.type : undefined),
    meta('property', 'og:image:width', head.image ? head.imageSize?.width.toString() : undefined),
    meta('property', 'og:image:height', head.image ? head.imageSize?.height.toString() : undefined),
    meta('property', 'og:image:alt', head.image ? head.imageAlt : undefined),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
