/**
 * The design foundations as pages: every value comes from tailwind.config.ts, and what the app uses
 * (colour pairs, spacing steps, icons) from the source text of src/, so a page cannot drift.
 */
import * as lucide from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { contrastLevel } from '@/domain/contrast';
import config from '../../tailwind.config';
import { colourUse, iconImports, spacingSteps, tokenHex, type Sources } from './theme-usage';

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

function Page({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="max-w-5xl text-neutral-900">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-1 mb-6 max-w-3xl text-sm text-neutral-700">{intro}</p>
      {children}
    </article>
  );
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

export function TypographyPage() {
  return (
    <Page
      title="Typography"
      intro={
        <>
          The type scale of the theme, set in <code>{theme.fontFamily.sans.join(', ')}</code>. Each
          size has its line height; use the class <code>text-…</code> rather than a size of your
          own.
        </>
      }
    >
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

export function SpacingPage() {
  const steps = spacingSteps(sources);
  return (
    <Page
      title="Spacing"
      intro={
        <>
          Tailwind’s spacing unit (<code>--spacing</code>, 0.25rem = 4px) times a step. These are
          the steps src/ uses in padding, margin, gap and offsets; prefer them to new ones.
        </>
      }
    >
      <ul className="space-y-1.5">
        {steps.map((n) => (
          <li key={n} className="grid grid-cols-[6rem_1fr] items-center gap-4 text-sm">
            <code className="text-xs">
              {n} = {n * 4}px
            </code>
            <span
              aria-hidden="true"
              className="block h-3 rounded-sm bg-brand-700"
              style={{ width: `calc(var(--spacing) * ${n})` }}
            />
          </li>
        ))}
      </ul>
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

export function IconsPage() {
  const icons = [...iconImports(sources)];
  return (
    <Page
      title="Icons"
      intro={
        <>
          Every lucide-react icon src/ imports ({icons.length}), drawn by the icon itself, with the
          files that use it. Icons are decorative (<code>aria-hidden</code>) beside text, or carry a
          label on an icon-only button.
        </>
      }
    >
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
              </div>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
