/**
 * The page document: a template (the built index.html, its CSS inlined for the page's screen) with
 * two marks, filled with one rendered page. The build (build/prerender-plugin.ts) and the server
 * (server/pages.ts) fill the same templates the same way. Plain strings, no imports: the build's
 * config loads this module too.
 */

/**
 * The page templates, one per public screen, that the build writes beside its files for the server
 * to fill on request (a dot folder, which the server never serves).
 */
export const PAGE_TEMPLATES = '.glamour/page-templates.json';

/** Where the page's own head goes: right after the charset, so the title and the LCP hint come early. */
export const HEAD_MARK = '<!--glamour:head-->';
/** Where the empty #root was: #root with the page inside, then the page's data script. */
export const ROOT_MARK = '<!--glamour:root-->';

const CHARSET = /<meta charset="UTF-8"\s*\/?>/i;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A template from a built HTML page: its generic title and description are left out (each page has
 * its own) and the two marks put in. Throws when the page has no charset or no empty #root.
 */
export function toTemplate(html: string): string {
  if (!CHARSET.test(html) || !html.includes(EMPTY_ROOT))
    throw new Error('page template: the HTML has no <meta charset="UTF-8"> or no empty #root');
  return html
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(CHARSET, (charset) => charset + HEAD_MARK)
    .replace(EMPTY_ROOT, ROOT_MARK);
}

export interface DocumentParts {
  /** The head's tags (src/render/head.ts). */
  head: string;
  /** The inside of #root. */
  html: string;
  /**
   * The symbols of the sprite icons the page uses (src/ui/sprite-icon.tsx): outside the root React
   * hydrates, so the `<use>` references in its HTML resolve before the scripts run.
   */
  sprite?: string;
  /** The <script type="application/json"> the client hydrates from. */
  dataScript: string;
}

/**
 * The page's largest picture (marked fetchpriority="high" by its component) is asked for first,
 * ahead of the scripts the head lists, instead of when the parser reaches it.
 */
function lcpPreload(html: string): string {
  const lcp = html.match(/<img\b[^>]*\bfetchPriority="high"[^>]*>/i)?.[0];
  const src = lcp?.match(/\bsrc="([^"]+)"/)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
}

export function fillDocument(template: string, page: DocumentParts): string {
  return template
    .replace(HEAD_MARK, () => lcpPreload(page.html) + page.head)
    .replace(
      ROOT_MARK,
      () => `${page.sprite ?? ''}<div id="root">${page.html}</div>${page.dataScript}`,
    );
}
