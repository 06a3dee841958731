/**
 * The design foundations as pages: every value comes from tailwind.config.ts, and what the app uses
 * (colour pairs, spacing steps, icons) from the source text of src/, so a page cannot drift.
 */
import * as lucide from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { contrastLevel, contrastRatio } from '@/domain/contrast';
import { panelThemes } from '@/features/tester/panel-theme';
import config from '../../tailwind.config';
import {
  breakpointUse,
  colourUse,
  iconImports,
  spacingUse,
  tokenHex,
  type Sources,
} from './theme-usage';
import { DocPage } from '../content/doc-page';

const theme = config.theme.extend;

// The app's source as text (Vite's raw import), keyed by its path under src/.
const sources: Sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../src/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.replace('../../src/', ''), text]),
);

function Page(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return <DocPage wide {...props} />;
}

function Chip({ hex, label }: { hex: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded-sm border border-neutral-300"
        style={{ background: hex }}
      />
      <code className="text-xs">{label}</code>
    </span>
  );
}

const { pairs, inherited } = colourUse(sources, theme.colors);
const hexOf = (token: string) => tokenHex(token, theme.colors);

export function ColourPage() {
  return (
    <Page
      title="Colour"
      intro={
        <>
          Every colour token of the theme. For each text colour, the backgrounds src/ gives it in
          the same class list, with their WCAG contrast: body text needs 4.5 (AA), large text and
          icons 3. Text that takes its background from a parent is listed by file: its contrast is
          measured on the rendered page by the accessibility check that runs in every story.
        </>
      }
    >
      {Object.entries(theme.colors).map(([family, steps]) => (
        <section key={family} className="mb-8">
          <h2 className="mb-2 text-lg font-semibold capitalize">{family}</h2>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-300 text-neutral-700">
                <th className="py-1 pr-4 font-medium">Token</th>
                <th className="py-1 pr-4 font-medium">Value</th>
                <th className="py-1 font-medium">As text on (contrast)</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(steps).map(([step, hex]) => {
                const token = `${family}-${step}`;
                // By value, so Tailwind's own `white` counts as neutral-0.
                const uses = pairs.filter((p) => hexOf(p.text) === hex);
                const asSurface = pairs.some((p) => hexOf(p.surface) === hex);
                const parentFiles = [...inherited]
                  .filter(([text]) => hexOf(text) === hex)
                  .flatMap(([, files]) => files);
                return (
                  <tr key={token} className="border-b border-neutral-100 align-top">
                    <td className="py-1.5 pr-4" data-token={token}>
                      <Chip hex={hex} label={token} />
                    </td>
                    <td className="py-1.5 pr-4">
                      <code className="text-xs">{hex}</code>
                    </td>
                    <td className="py-1.5">
                      {uses.length === 0 && parentFiles.length === 0 ? (
                        <span className="text-neutral-600">
                          {asSurface ? 'a surface only' : 'not used as text or surface in src/'}
                        </span>
                      ) : null}
                      {uses.length > 0 ? (
                        <ul className="flex flex-wrap gap-x-4 gap-y-1">
                          {uses.map((p) => (
                            <li key={p.surface} className="inline-flex items-center gap-1.5">
                              <Chip hex={hexOf(p.surface) ?? ''} label={p.surface} />
                              <span className="font-medium tabular-nums">{p.ratio.toFixed(2)}</span>
                              <span className="text-xs text-neutral-700">
                                {contrastLevel(p.ratio)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      {parentFiles.length > 0 ? (
                        <div className="mt-1 text-xs text-neutral-700">
                          on a parent’s background in {parentFiles.length} file
                          {parentFiles.length === 1 ? '' : 's'}
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </Page>
  );
}

/** The type roles of the shop: each with the classes src/ uses for it. */
const typeRoles = [
  {
    role: 'Page title',
    classes: 'text-2xl font-semibold text-neutral-900',
    sample: 'Cart (2)',
    use: 'The h1 of every screen (cart, wishlist, checkout, account, listing).',
  },
  {
    role: 'Section heading',
    classes: 'text-lg font-semibold text-neutral-900',
    sample: 'Related products',
    use: 'An h2 inside a screen, a dialog’s title, an empty state’s title.',
  },
  {
    role: 'Section label',
    classes: 'text-sm font-semibold tracking-wide text-neutral-600 uppercase',
    sample: 'Price Details',
    use: 'A small capitalised heading over a block of figures (Price Details, filter groups).',
  },
  {
    role: 'Body',
    classes: 'text-sm text-neutral-800',
    sample: 'Mamaearth Ubtan Natural Face Wash for Tan Removal',
    use: 'Running text, product names on cards (medium), labels (medium), buttons (medium). Fields are 16 px on phones so iOS does not zoom.',
  },
  {
    role: 'Price',
    classes: 'text-base font-semibold text-neutral-900 tabular-nums',
    sample: '₹338',
    use: 'A product’s price on a card; text-2xl on the detail page. Totals: text-base semibold with paise (₹676.00).',
  },
  {
    role: 'Caption',
    classes: 'text-xs text-neutral-600',
    sample: '25,820 ratings',
    use: 'Counts, hints under a control, scale marks, the small print of a card.',
  },
] as const;

const weights = [
  ['font-normal', 400, 'body text'],
  ['font-medium', 500, 'labels, buttons, product names, links in the navigation'],
  ['font-semibold', 600, 'headings, prices, badges'],
  ['font-bold', 700, 'rare: a figure that must stand out'],
] as const;

export function TypographyPage() {
  return (
    <Page
      title="Typography"
      intro={
        <>
          One family, <code>{theme.fontFamily.sans.join(', ')}</code>, self-hosted. Choose text by
          its role first; each role is a size, a weight and a colour from the scale below. Use the
          class <code>text-…</code> rather than a size of your own.
        </>
      }
    >
      <h2 className="mb-2 text-lg font-semibold">Roles</h2>
      <table className="mb-8 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-300 text-neutral-700">
            <th className="py-1 pr-4 font-medium">Role</th>
            <th className="py-1 pr-4 font-medium">Looks like</th>
            <th className="py-1 pr-4 font-medium">Classes</th>
            <th className="py-1 font-medium">Where</th>
          </tr>
        </thead>
        <tbody>
          {typeRoles.map(({ role, classes, sample, use }) => (
            <tr key={role} className="border-b border-neutral-100 align-top">
              <td className="py-2 pr-4 font-medium">{role}</td>
              <td className="py-2 pr-4">
                <span className={classes}>{sample}</span>
              </td>
              <td className="py-2 pr-4">
                <code className="text-xs">{classes}</code>
              </td>
              <td className="py-2 text-neutral-700">{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mb-2 text-lg font-semibold">Weights</h2>
      <ul className="mb-8 space-y-1 text-sm">
        {weights.map(([name, weight, use]) => (
          <li key={name} className="grid grid-cols-[10rem_4rem_1fr] gap-4">
            <code className="text-xs">{name}</code>
            <span style={{ fontWeight: weight }}>{weight}</span>
            <span className="text-neutral-700">{use}</span>
          </li>
        ))}
      </ul>
      <h2 className="mb-2 text-lg font-semibold">Scale</h2>
      <dl className="space-y-4">
        {Object.entries(theme.fontSize).map(([name, [size, options]]) => {
          const fontSize = String(size);
          const lineHeight = typeof options === 'object' ? options.lineHeight : undefined;
          return (
            <div key={name} className="grid grid-cols-[10rem_1fr] items-baseline gap-4">
              <dt className="text-xs text-neutral-700">
                <code>text-{name}</code>
                <br />
                {fontSize} / {lineHeight}
              </dt>
              <dd style={{ fontSize, lineHeight }}>Glamour: beauty and personal care</dd>
            </div>
          );
        })}
      </dl>
    </Page>
  );
}

/** Where each common spacing step goes, in the shop's own layouts. */
const spacingGuide: Record<number, string> = {
  0.5: 'inside a badge (its height)',
  1: 'an icon and its text in a badge; label rows',
  1.5: 'a label and its control (Field)',
  2: 'an icon and its label; buttons in a row; items of a list',
  3: 'inside a card; between cards on a phone',
  4: 'a screen’s side margin (px-4); between cards from sm up; a dialog’s blocks',
  6: 'a dialog’s padding; a screen’s top and bottom (py-6)',
  8: 'between sections of a screen',
  12: 'between the big blocks of the product detail page; an empty state’s height',
};

export function SpacingPage() {
  const use = spacingUse(sources);
  return (
    <Page
      title="Spacing"
      intro={
        <>
          Tailwind’s spacing unit (<code>--spacing</code>, 0.25rem = 4px) times a step. These are
          the steps src/ uses in padding, margin, gap and offsets, with the kinds of class and the
          number of files that use each; prefer them to new ones. Related things sit closer (2) than
          groups (4) and sections (8).
        </>
      }
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-300 text-neutral-700">
            <th className="py-1 pr-4 font-medium">Step</th>
            <th className="py-1 pr-4 font-medium">Size</th>
            <th className="py-1 pr-4 font-medium">Where it is used</th>
            <th className="py-1 font-medium">In src/</th>
          </tr>
        </thead>
        <tbody>
          {[...use].map(([n, { kinds, files }]) => (
            <tr key={n} className="border-b border-neutral-100 align-top">
              <td className="py-1.5 pr-4">
                <code className="text-xs">
                  {n} = {n * 4}px
                </code>
              </td>
              <td className="py-1.5 pr-4">
                <span
                  aria-hidden="true"
                  className="block h-3 rounded-sm bg-brand-700"
                  style={{ width: `calc(var(--spacing) * ${n})` }}
                />
              </td>
              <td className="py-1.5 pr-4 text-neutral-800">{spacingGuide[n] ?? ''}</td>
              <td className="py-1.5 text-xs text-neutral-700">
                {kinds.join(', ')} · {files} file{files === 1 ? '' : 's'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}

function Boxes({
  entries,
  style,
}: {
  entries: [string, string][];
  style: (value: string) => object;
}) {
  return (
    <ul className="flex flex-wrap gap-6">
      {entries.map(([name, value]) => (
        <li key={name} className="w-40 text-sm">
          <div
            aria-hidden="true"
            className="mb-2 h-20 border border-neutral-300 bg-brand-50"
            style={style(value)}
          />
          <code className="text-xs">{name}</code>
          <div className="text-xs break-words text-neutral-700">{value}</div>
        </li>
      ))}
    </ul>
  );
}

export function RadiiPage() {
  return (
    <Page
      title="Radii"
      intro="The corner radii of the theme (rounded-…); DEFAULT is plain rounded."
    >
      <Boxes entries={Object.entries(theme.borderRadius)} style={(v) => ({ borderRadius: v })} />
    </Page>
  );
}

export function ShadowsPage() {
  return (
    <Page
      title="Shadows"
      intro="Elevation (shadow-…): card for resting surfaces, raised for hover and menus, overlay for dialogs and sheets."
    >
      <div className="bg-neutral-50 p-6">
        <Boxes
          entries={Object.entries(theme.boxShadow)}
          style={(v) => ({ boxShadow: v, background: '#ffffff', border: 'none' })}
        />
      </div>
    </Page>
  );
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
const library = lucide as unknown as Record<string, Icon | undefined>;

/** Icon sizes: the container decides, so an icon never needs a size of its own. */
const iconSizes = [
  ['size-3 (12 px)', 'in a Badge and the Rating badge'],
  ['size-4 (16 px)', 'in every Button (the button sets it), beside 14 px text, in menus'],
  ['size-5 (20 px)', 'in a md IconButton (the header’s cart and wishlist), in the password eye'],
  ['size-6 (24 px)', 'in a lg IconButton; lucide’s own size'],
  ['size-8 (32 px)', 'in an EmptyState’s circle and a failed picture’s placeholder'],
] as const;

export function IconsPage() {
  const icons = [...iconImports(sources)];
  const sprite = new Set(
    [
      ...Object.values(sources)
        .join('\n')
        .matchAll(/spriteIcon\((\w+)/g),
    ].map(([, name = '']) => name.replace(/^Lucide/, '')),
  );
  return (
    <Page
      title="Icons"
      intro={
        <>
          One icon set, lucide-react (stroke 2, drawn in the text’s colour), in two ways. Most icons
          are imported from lucide-react and drawn where they are used. Icons repeated on every card
          of a listing (heart, cart, bag, star) go through the sprite:{' '}
          <code>spriteIcon(Lucide, name)</code> (src/ui/sprite-icon.tsx) draws{' '}
          <code>&lt;use href=&quot;#icon-…&quot;&gt;</code> on prerendered pages, whose build writes
          each symbol once, and the whole icon elsewhere: same look, same classes. Icons are
          decorative (<code>aria-hidden</code>) beside text, or carry a label on an icon-only
          button.
        </>
      }
    >
      <h2 className="mb-2 text-lg font-semibold">Size rule</h2>
      <p className="mb-2 max-w-3xl text-sm text-neutral-700">
        The component around an icon sets its size (Button: <code>[&amp;_svg]:size-4</code>,
        IconButton by its size); draw an icon yourself only at these sizes, and beside text at the
        text’s own height or one step larger.
      </p>
      <ul className="mb-8 space-y-1 text-sm">
        {iconSizes.map(([size, use]) => (
          <li key={size} className="grid grid-cols-[10rem_1fr] gap-4">
            <code className="text-xs">{size}</code>
            <span className="text-neutral-700">{use}</span>
          </li>
        ))}
      </ul>
      <h2 className="mb-2 text-lg font-semibold">
        Every icon src/ imports ({icons.length}), with the files that use it
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {icons.map(([name, files]) => {
          const Glyph = library[name];
          return (
            <li key={name} className="rounded-md border border-neutral-200 p-3 text-center">
              {Glyph ? (
                <Glyph aria-hidden="true" className="mx-auto size-6 text-neutral-800" />
              ) : null}
              <div className="mt-2 text-xs font-medium">{name}</div>
              <div className="text-xs text-neutral-600">
                {files.length} file{files.length === 1 ? '' : 's'}
                {sprite.has(name) ? ' · sprite' : ''}
              </div>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}

type Role = { role: string; token: string; use: string };

/** The palette by what it is for. Tokens are the theme's; the roles are how src/ uses them. */
const colourRoles: { group: string; intro: string; roles: Role[] }[] = [
  {
    group: 'Text',
    intro: 'On white or neutral-50. Never lighter than neutral-600 for words.',
    roles: [
      { role: 'Primary text', token: 'neutral-900', use: 'headings, prices, names' },
      { role: 'Body text', token: 'neutral-800', use: 'running text, labels, controls' },
      { role: 'Secondary text', token: 'neutral-600', use: 'hints, counts, captions' },
      { role: 'Placeholder', token: 'neutral-500', use: 'examples in empty fields only' },
      { role: 'On brand or critical', token: 'neutral-0', use: 'text on brand-700, danger-700' },
    ],
  },
  {
    group: 'Surface',
    intro: 'What text sits on.',
    roles: [
      { role: 'Page and cards', token: 'neutral-0', use: 'the page, cards, dialogs, fields' },
      { role: 'Subtle', token: 'neutral-50', use: 'picture wells, the tester’s panels' },
      { role: 'Muted', token: 'neutral-100', use: 'hover of ghost controls, disabled fields' },
      { role: 'Brand tint', token: 'brand-50', use: 'chips, info toasts, a secondary hover' },
    ],
  },
  {
    group: 'Border',
    intro: 'Edges: decorative ones light, the edges of controls at 3:1.',
    roles: [
      { role: 'Divider and card', token: 'neutral-200', use: 'cards, rows, the tab list' },
      { role: 'Strong divider', token: 'neutral-300', use: 'dashed total line, outlines' },
      { role: 'Control edge', token: 'neutral-500', use: 'inputs, checkboxes, radios (3:1)' },
    ],
  },
  {
    group: 'Interactive',
    intro: 'What can be pressed, and the focus ring.',
    roles: [
      { role: 'Primary action', token: 'brand-700', use: 'primary buttons, checked boxes' },
      { role: 'Primary hover', token: 'brand-800', use: 'hover; link and secondary text' },
      { role: 'Focus ring', token: 'brand-700', use: '2 px outline, 2 px off every control' },
    ],
  },
  {
    group: 'Success',
    intro: 'Savings and things that went well.',
    roles: [
      { role: 'Success text', token: 'success-700', use: 'savings, FREE, the rating badge' },
      { role: 'Success strong', token: 'success-800', use: 'success toast and badge text' },
      { role: 'Success surface', token: 'success-50', use: 'success toast and badge' },
    ],
  },
  {
    group: 'Critical',
    intro: 'Errors and what cannot be undone. Always with words, never colour alone.',
    roles: [
      { role: 'Critical text and edge', token: 'danger-700', use: 'field errors, invalid edges' },
      { role: 'Critical action', token: 'danger-700', use: 'the danger button (hover 800)' },
      { role: 'Critical surface', token: 'danger-50', use: 'error toasts, danger badges' },
      { role: 'Warning text', token: 'warning-800', use: 'warning toasts, a broken region' },
      { role: 'Warning surface', token: 'warning-50', use: 'warning toasts and strips' },
    ],
  },
  {
    group: 'Brand',
    intro: 'Glamour’s purple, for marks and highlights rather than for whole areas.',
    roles: [
      { role: 'Brand mark', token: 'brand-700', use: 'BESTSELLER, the cart count' },
      { role: 'Brand text', token: 'brand-900', use: 'chips, info toasts' },
      { role: 'Brand edge', token: 'brand-200', use: 'a chip’s border' },
    ],
  },
];

export function ColourRolesPage() {
  const white = '#ffffff';
  return (
    <Page
      title="Colour roles"
      intro={
        <>
          Choose a colour by its role; the token it maps to is the theme’s (tailwind.config.ts). The
          figure is the token’s contrast on white: 4.5 or more for text, 3 for edges and icons. The
          full palette, with every pair src/ really uses, is on Palette and contrast.
        </>
      }
    >
      <div className="grid gap-8 md:grid-cols-2">
        {colourRoles.map(({ group, intro, roles }) => (
          <section key={group} aria-labelledby={`role-${group}`}>
            <h2 id={`role-${group}`} className="text-lg font-semibold">
              {group}
            </h2>
            <p className="mb-2 text-sm text-neutral-700">{intro}</p>
            <ul className="space-y-2">
              {roles.map(({ role, token, use }) => {
                const hex = hexOf(token) ?? '';
                return (
                  <li
                    key={role}
                    className="grid grid-cols-[3rem_1fr_auto] items-center gap-3 text-sm"
                  >
                    <span
                      aria-hidden="true"
                      className="block h-10 rounded-md border border-neutral-300"
                      style={{ background: hex }}
                    />
                    <span>
                      <span className="font-medium">{role}</span>{' '}
                      <code className="text-xs text-neutral-700">
                        {token} {hex}
                      </code>
                      <br />
                      <span className="text-xs text-neutral-700">{use}</span>
                    </span>
                    <span className="text-xs text-neutral-700 tabular-nums">
                      {hex.toLowerCase() === white ? '' : contrastRatio(hex, white).toFixed(2)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}

const breakpoints = [
  ['base', '0', 'phones: one column of content, two of product cards, filters in a bottom sheet'],
  ['sm', '640px', 'larger phones: wider gaps, dialog footers in a row, 14 px fields'],
  ['md', '768px', 'tablets: three product columns, the side-by-side layouts begin'],
  ['lg', '1024px', 'laptops: the filter panel beside the grid, the full navigation'],
  ['xl', '1280px', 'desktops: four product columns'],
] as const;

export function GridPage() {
  const use = breakpointUse(sources);
  return (
    <Page
      title="Grid and breakpoints"
      intro={
        <>
          Mobile first: a class without a prefix is the phone’s, and <code>sm:</code>,{' '}
          <code>md:</code>, <code>lg:</code>, <code>xl:</code> add to it from that width up
          (Tailwind’s own breakpoints). Screens are checked at 375 px and 1280 px (every story’s
          screenshots), and at 768 px in the viewport menu.
        </>
      }
    >
      <table className="mb-8 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-300 text-neutral-700">
            <th className="py-1 pr-4 font-medium">Breakpoint</th>
            <th className="py-1 pr-4 font-medium">From</th>
            <th className="py-1 pr-4 font-medium">What changes</th>
            <th className="py-1 font-medium">Files using it</th>
          </tr>
        </thead>
        <tbody>
          {breakpoints.map(([name, from, what]) => (
            <tr key={name} className="border-b border-neutral-100 align-top">
              <td className="py-1.5 pr-4">
                <code className="text-xs">{name === 'base' ? '(none)' : `${name}:`}</code>
              </td>
              <td className="py-1.5 pr-4 tabular-nums">{from}</td>
              <td className="py-1.5 pr-4 text-neutral-800">{what}</td>
              <td className="py-1.5 text-neutral-700 tabular-nums">
                {name === 'base' ? '' : (use.get(name) ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mb-2 text-lg font-semibold">The page and the product grid</h2>
      <ul className="mb-4 max-w-3xl list-disc space-y-1 pl-5 text-sm text-neutral-800">
        <li>
          A screen’s content is centred at most 1280 px wide (<code>mx-auto max-w-7xl</code>) with
          16 px side margins (<code>px-4</code>); the cart and checkout at 1152 px (
          <code>max-w-6xl</code>), forms and messages narrower (<code>max-w-md</code>, 448 px).
        </li>
        <li>
          Product cards: 2 columns on a phone, 3 from md, 4 from xl; gaps 12 px, 16 px from sm (
          <code>grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4</code>). A card is as wide
          as its column.
        </li>
      </ul>
      <div
        aria-hidden="true"
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-16 rounded-lg border border-brand-200 bg-brand-50" />
        ))}
      </div>
    </Page>
  );
}

const motions = [
  ['Colour changes', 'transition-colors, 150 ms', 'hover and pressed on every control'],
  ['Card picture', 'transition-transform, scale 105%', 'a card’s picture under the pointer'],
  ['Busy grid', 'opacity 60% after 150 ms, over 200 ms', 'the product grid while new filters load'],
  ['Spinner and skeleton', 'animate-spin, animate-pulse', 'loading'],
  ['Carousels', '400 ms slide, a new slide every 3 s', 'the home page’s offers and best sellers'],
  ['Confetti', '3 s', 'an order placed'],
  ['Toasts', 'sonner’s own slide in and out', 'a toast appearing and closing'],
] as const;

export function MotionPage() {
  return (
    <Page
      title="Motion"
      intro={
        <>
          Motion in the shop is short and tells the shopper something changed; nothing moves for
          decoration alone. Transitions take 400 ms at most; nothing loops except a loading sign and
          a carousel’s autoplay, which pauses under the pointer or focus.
        </>
      }
    >
      <table className="mb-8 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-300 text-neutral-700">
            <th className="py-1 pr-4 font-medium">What moves</th>
            <th className="py-1 pr-4 font-medium">How</th>
            <th className="py-1 font-medium">When</th>
          </tr>
        </thead>
        <tbody>
          {motions.map(([what, how, when]) => (
            <tr key={what} className="border-b border-neutral-100 align-top">
              <td className="py-1.5 pr-4 font-medium">{what}</td>
              <td className="py-1.5 pr-4">
                <code className="text-xs">{how}</code>
              </td>
              <td className="py-1.5 text-neutral-800">{when}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mb-2 text-lg font-semibold">Reduced motion</h2>
      <ul className="max-w-3xl list-disc space-y-1 pl-5 text-sm text-neutral-800">
        <li>
          When the shopper’s system asks for less motion (
          <code>prefers-reduced-motion: reduce</code>
          ), src/index.css cuts every animation and transition to an instant: states still change,
          nothing slides, fades or pulses.
        </li>
        <li>
          The carousels stay still at their first slide and move at once when an arrow is pressed;
          the confetti is not drawn at all.
        </li>
        <li>
          New motion must keep its meaning without the movement: the end state has to say what
          happened on its own.
        </li>
      </ul>
    </Page>
  );
}

export function ThemesPage() {
  return (
    <Page
      title="Themes"
      intro={
        <>
          What the shop supports, honestly: one light theme. There is no dark theme and no
          high-contrast theme of its own; nothing in src/ reads <code>prefers-color-scheme</code>,
          and the toasts are set to light. Design every screen on white.
        </>
      }
    >
      <ul className="mb-8 max-w-3xl list-disc space-y-1 pl-5 text-sm text-neutral-800">
        <li>
          <strong>Light</strong>: the only theme of the shop. Every text and surface pair is checked
          for WCAG AA (Palette and contrast).
        </li>
        <li>
          <strong>Dark</strong>: not supported. A shopper whose system is dark still sees the light
          shop.
        </li>
        <li>
          <strong>High contrast</strong>: no theme of its own. The shop keeps working in the
          browser’s forced colours (Windows contrast themes) because state is never shown by colour
          alone and focus is an outline, which forced colours keep; it is not tested there.
        </li>
      </ul>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="theme-shop">
          <h2 id="theme-shop" className="mb-2 text-lg font-semibold">
            The shop: light
          </h2>
          <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-card">
            <p className="font-semibold text-neutral-900">Cart (2)</p>
            <p className="text-sm text-neutral-600">Everything you add shows here.</p>
            <span className="mt-3 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white">
              Place Order
            </span>
          </div>
        </section>
        <section aria-labelledby="theme-tester">
          <h2 id="theme-tester" className="mb-2 text-lg font-semibold">
            The request tester’s panels: standard and dark
          </h2>
          <p className="mb-2 text-sm text-neutral-700">
            The request tester (a developer tool, not a shop screen) has a colour scheme of its own
            for its request and response panels: standard or dark, chosen in the tester
            (src/features/tester/panel-theme.ts). It is the tester’s, and does not make the shop
            dark.
          </p>
          <div className="grid grid-cols-2 gap-3">
            {(['standard', 'dark'] as const).map((scheme) => (
              <div
                key={scheme}
                className={`rounded-md border p-3 font-mono text-xs ${panelThemes[scheme].surface}`}
              >
                <span className={panelThemes[scheme].ok}>200 OK</span>
                <br />
                <span className={panelThemes[scheme].muted}>{scheme}</span>
              </div>
            ))}
          </div>
        </section>
      </div>
    </Page>
  );
}
