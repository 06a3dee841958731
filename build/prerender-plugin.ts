/**
 * Vite plugin: after the client build, an SSR build of src/prerender.tsx renders the public pages to
 * HTML, and each is written where a host finds it (dist/index.html, dist/products/index.html,
 * dist/products/<id>/index.html, dist/login/index.html, …, dist/404.html) from the built index.html:
 * the app's HTML inside #root, its data in a JSON script, the CSS inline, and no script but the
 * small entry (src/main.tsx), which fetches the app's runtime and the page's screen after the page
 * has loaded. `vite preview` then answers a path with its prerendered file.
 *
 * The built index.html before prerendering (an empty #root) is kept as dist/app.html: the page a
 * host answers for any other route (/cart, /checkout, /account…), so a page that depends on the
 * session never paints the prerendered home first. It has nothing to paint without the runtime, so
 * it modulepreloads the runtime (src/app/start.tsx and its imports).
 */
export const APP_SHELL = 'app.html';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { matchableSelector } from '../src/lib/deferred-css.ts';
import { fillDocument, PAGE_TEMPLATES, toTemplate } from '../src/render/document.ts';
import { withoutUnreadProperties } from './unread-properties.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PrerenderedPage {
  path: string;
  files: string[];
  screenModule: string;
  /** The page's head tags (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  html: string;
  /** The symbols of the sprite icons the page uses (src/ui/sprite-icon.tsx), beside #root. */
  sprite: string;
  /** The page's data: a <script type="application/json"> element. */
  dataScript: string;
  /** #root's inside with the page's dialogs open in place: read for its CSS, never written. */
  openDialogsHtml: string;
}

interface Site {
  origin: string;
}

/** The public origin the static build's canonical links and sitemap name (GLAMOUR_PUBLIC_URL). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:4173';

const ENTRY = 'src/prerender.tsx';
/**
 * Beasties, judging whether a rule concerns the page as the runtime judges whether the page needs a
 * rule it lacks (src/lib/deferred-css.ts): by the selector widened to every state. Beasties' own
 * measure drops any `:where(…)` whole, so `:where(.divide-y > :not(:last-child))` (a divided list's
 * borders) was pruned from every page.
 */
class PageCss extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

/**
 * Prunes a document's inline <style> to the rules its elements match (plus the font faces and
 * keyframes those rules use); it leaves the disabled links alone. `outDir`: the build's folder.
 */
export function criticalCss(outDir: string): Beasties {
  return new PageCss({
    path: outDir,
    external: false,
    reduceInlineStyles: true,
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
    // Its selector matcher misses Tailwind's arbitrary variants with an escaped `&`
    // (`.\[\&_svg\]\:size-4 svg`) or quote (`.after\:content-\[\'\'\]`): keep those few rules
    // (about 1 kB) whatever the page. The page's whole sheets are applied only once it needs a
    // rule its inline CSS lacks (src/lib/deferred-css.ts), so what the page shows must be styled by
    // its inline CSS alone.
    allowRules: [/\\&/, /\\'/],
  });
}

/** An @font-face rule of the built CSS (no nested braces inside one). */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** Inter's faces for scripts the shop does not show (fontsource's file names). */
const OTHER_SCRIPTS = /inter-(?:cyrillic|greek|vietnamese)/;
/** The page's font faces, inline (an id of its own, so the pruning above never sees it). */
const FONTS_STYLE = (faces: string[]) => `<style id="font-faces">${faces.join('')}</style>`;

/**
 * Marks the page's whole stylesheets, left disabled (unfetched) until the runtime starts, then
 * applied when the page needs them (src/lib/deferred-css.ts, which finds them by this attribute).
 */
export const DEFERRED_CSS = 'data-deferred-css';
/** The app's runtime, which the entry imports once the page may start (see src/main.tsx). */
const RUNTIME = 'src/app/start.tsx';

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  chunk.imports?.forEach((imported) => closure(manifest, imported, into));
  return into;
}

/** The file under `outDir` that answers `pathname`, if a prerendered one exists. */
export function prerenderedFileFor(outDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.startsWith('/assets/') || path.extname(decoded) !== '') return undefined;
  const file = path.resolve(outDir, '.' + decoded, 'index.html');
  if (!file.startsWith(path.resolve(outDir) + path.sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The empty app shell for a page of the app that has no prerendered file (not a file itself). */
export function appShellFor(outDir: string, pathname: string): string | undefined {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/api/')) return undefined;
  if (path.extname(pathname) !== '') return undefined;
  const shell = path.join(outDir, APP_SHELL);
  return existsSync(shell) ? shell : undefined;
}

export function prerender(routeScreens: readonly [RegExp, string][]): Plugin {
  let config: ResolvedConfig;
  /** Storybook builds with this config too (its iframe.html): nothing to prerender there. */
  let storybook = false;
  return {
    name: 'glamour:prerender',
    // The client build (not the SSR build it starts itself) and `vite preview`.
    apply: (userConfig, env) =>
      env.command === 'build' ? !userConfig.build?.ssr : env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
      storybook = JSON.stringify(resolved.build.rollupOptions.input ?? '').includes('iframe.html');
    },
    async closeBundle() {
      if (storybook) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside node_modules (the bundle's bare imports resolve from there), one folder per build:
      // builds at once (npm test builds the app while unit tests build it to measure it) must
      // not load or delete each other's server bundle.
      const ssrDir = path.resolve(
        config.root,
        'node_modules/.cache/glamour-prerender',
        `${process.pid}-${randomUUID()}`,
      );
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: ENTRY,
          outDir: ssrDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const { prerenderPages, prerenderSitemap, prerenderVariants } = (await import(
        // No cache-busting query: the SSR chunks import this very URL, and must share its module.
        pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href
      )) as {
        prerenderPages: (site: Site) => Promise<PrerenderedPage[]>;
        prerenderSitemap: (site: Site) => Promise<string>;
        prerenderVariants: (site: Site) => Promise<PrerenderedPage[]>;
      };
      const site = { origin: process.env.GLAMOUR_PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL };
      const pages = await prerenderPages(site);
      const critical = criticalCss(outDir);

      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entryKey) throw new Error('prerender: the manifest has no entry');
      const shell = closure(manifest, entryKey);
      const cssText = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

      const modulepreload = (keys: Iterable<string>, priority = '') =>
        [...keys]
          .map(
            (key) =>
              `<link rel="modulepreload"${priority} crossorigin href="/${manifest[key]?.file}">`,
          )
          .join('');
      const runtimeKey = Object.keys(manifest).find((key) => key.endsWith(RUNTIME));
      if (!runtimeKey) throw new Error(`prerender: the manifest has no ${RUNTIME}`);
      const runtime = [...closure(manifest, runtimeKey)].filter((key) => !shell.has(key));

      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;
      const shellCss = template.match(stylesheet)?.[1];
      if (!shellCss || !template.includes('<div id="root"></div>'))
        throw new Error('prerender: index.html has no stylesheet link or no empty #root');
      // The font faces (unicode ranges: a face's file is fetched only for text that needs it) go
      // inline in every page, ahead of its CSS, and out of the stylesheet: a sheet that adds faces
      // makes the browser match fonts and lay out all the text again (measured: 45 of the 78 ms it
      // took a phone, CPU 4x, to enable the whole sheet on /). Inter's Cyrillic, Greek and
      // Vietnamese faces are left out (every page would carry them for text the shop does not
      // show; such text a shopper types is set in the fallback face): Latin, Latin Extended, the
      // shop's core characters (src/index.css) and the fallback's metrics remain, about 1 kB.
      const shellCssFile = path.join(outDir, shellCss);
      const shellCssText = readFileSync(shellCssFile, 'utf8');
      const faces = (shellCssText.match(FONT_FACE) ?? []).filter(
        (face) => !OTHER_SCRIPTS.test(face),
      );
      writeFileSync(shellCssFile, shellCssText.replace(FONT_FACE, ''));
      const withFonts = (document: string) =>
        faces.length === 0
          ? document
          : document.replace(
              /<style>|<link rel="stylesheet"/,
              (first) => FONTS_STYLE(faces) + first,
            );
      // The empty shell shows nothing until the runtime runs: fetch it beside the entry.
      writeFileSync(
        path.join(outDir, APP_SHELL),
        withFonts(template.replace(stylesheet, (link) => link + modulepreload(runtime))),
      );

      /** The document of one screen: its CSS inline, its chunks preloaded, two marks to fill. */
      const templateFor = (module: string) => {
        const screenKey = Object.keys(manifest).find((key) => key.endsWith(module));
        const screen = screenKey
          ? [...closure(manifest, screenKey)].filter((key) => !shell.has(key))
          : [];
        // Inline, the screen's whole CSS (pruned below: a page the build writes keeps the rules its
        // HTML uses, server mode's template those its screen's pages use); the sheets follow as disabled
        // links, which the browser does not fetch until the runtime starts (src/main.tsx), and
        // which apply once the page needs a rule they add (src/lib/deferred-css.ts): the screens a
        // click may open next are styled.
        const cssFiles = [shellCss, ...screen.flatMap((key) => manifest[key]?.css ?? [])];
        const css =
          cssFiles.map((file) => `<style>${cssText(file)}</style>`).join('') +
          cssFiles
            .map((file) => `<link rel="stylesheet" href="/${file}" disabled ${DEFERRED_CSS}>`)
            .join('');
        // The page paints from its HTML and CSS: its one script (the small entry, which fetches the
        // runtime and the screen's chunks after the page's load event, src/main.tsx) only makes it
        // interactive, so it is fetched at low priority, after the LCP picture and the font, and
        // never counts as render-blocking.
        const lowPriority = (tags: string) =>
          tags.replace(
            /<(script type="module"|link rel="modulepreload")/g,
            '<$1 fetchpriority="low"',
          );
        return toTemplate(lowPriority(template).replace(stylesheet, () => css));
      };
      const templates = Object.fromEntries(
        [...new Set(routeScreens.map(([, module]) => module))].map((module) => [
          module,
          templateFor(module),
        ]),
      );
      // A page's inline CSS as beasties left it, less the custom properties nothing reads.
      const inlineStyles = (document: string) =>
        withoutUnreadProperties(
          [...document.matchAll(/<style>[\s\S]*?<\/style>/g)].map(([style]) => style).join(''),
          document,
        );
      const withStyles = (document: string, styles: string) =>
        document.replace(/(?:<style>[\s\S]*?<\/style>)+/, () => styles);

      // Server mode renders any page of a screen from the live shop: its template inlines the
      // rules that the screen's pages here and the variants (a second page, several filters, no
      // result, generated and unknown products) use together, not the whole sheet (48 kB). A
      // rule none of them uses waits for the whole sheets, which the runtime enables.
      const byScreen = new Map<string, PrerenderedPage[]>();
      for (const page of [...pages, ...(await prerenderVariants(site))])
        byScreen.set(page.screenModule, [...(byScreen.get(page.screenModule) ?? []), page]);
      const serverTemplates = { ...templates };
      for (const [module, screenPages] of byScreen) {
        const template = templates[module];
        if (!template) continue;
        const union = fillDocument(template, {
          head: screenPages[0]?.head ?? '',
          html: screenPages.map((page) => page.html + page.openDialogsHtml).join(''),
          sprite: screenPages.map((page) => page.sprite).join(''),
          dataScript: '',
        });
        serverTemplates[module] = withStyles(template, inlineStyles(await critical.process(union)));
      }
      const templatesFile = path.join(outDir, PAGE_TEMPLATES);
      mkdirSync(path.dirname(templatesFile), { recursive: true });
      writeFileSync(
        templatesFile,
        JSON.stringify(
          Object.fromEntries(
            Object.entries(serverTemplates).map(([module, template]) => [
              module,
              withFonts(template),
            ]),
          ),
        ),
      );

      for (const page of pages) {
        const pageTemplate = templates[page.screenModule] ?? templateFor(page.screenModule);
        const whole = fillDocument(pageTemplate, {
          head: page.head,
          html: page.html,
          sprite: page.sprite,
          dataScript: page.dataScript,
        });
        // The rules it keeps are those the page uses and those its dialogs use open (rendered
        // in place for this alone, src/ui/dialog.tsx): opening one then needs no whole sheet.
        const withDialogs = fillDocument(pageTemplate, {
          head: page.head,
          html: page.html + page.openDialogsHtml,
          sprite: page.sprite,
          dataScript: '',
        });
        // Only beasties' CSS is kept: the HTML stays byte for byte what React rendered.
        const html = withFonts(
          withStyles(whole, inlineStyles(await critical.process(withDialogs))),
        );
        // Whole without scripts, and nothing a Content-Security-Policy of the shop's own script
        // files would block: no inline script (React's streaming reveal would need one). Data
        // blocks (the page's JSON, its JSON-LD) are not scripts that run.
        const inline = html.match(
          /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/,
        );
        if (inline || html.includes('<template id="B:'))
          throw new Error(`prerender: ${page.path} has an inline script or a pending boundary`);
        for (const file of page.files) {
          const target = path.join(outDir, file);
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, html);
        }
      }
      // The seed's sitemap, and robots.txt naming it (server mode answers both from its database).
      writeFileSync(path.join(outDir, 'sitemap.xml'), await prerenderSitemap(site));
      const robots = path.join(outDir, 'robots.txt');
      const rules = existsSync(robots) ? readFileSync(robots, 'utf8').trimEnd() + '\n' : '';
      writeFileSync(robots, `${rules}\nSitemap: ${new URL('/sitemap.xml', site.origin).href}\n`);
      rmSync(ssrDir, { recursive: true, force: true });
      config.logger.info(`prerendered ${pages.length} pages`);
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      if (!existsSync(outDir)) return;
      // Before Vite's own middlewares: a path with a prerendered page gets that page; any other
      // page of the app gets the empty shell, not index.html (the prerendered home).
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname !== '/') {
          const file =
            prerenderedFileFor(outDir, url.pathname) ?? appShellFor(outDir, url.pathname);
          if (file)
            req.url = '/' + path.relative(outDir, file).split(path.sep).join('/') + url.search;
        }
        next();
      });
    },
  };
}
