import { describe, expect, it } from 'vitest';
import { withoutUnreadProperties } from '../../../build/unread-properties';

/** The page as the build holds it: `css` inline in a <style>, then the markup. */
const page = (css: string, markup = '<p class="a">Hi</p>') =>
  `<html><head>${css}</head><body>${markup}</body></html>`;

describe('withoutUnreadProperties', () => {
  it('drops a registration nothing reads and keeps one a rule reads', () => {
    const css =
      '<style>@property --tw-blur{syntax:"*";inherits:false}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '.a{box-shadow:var(--tw-shadow)}</style>';
    expect(withoutUnreadProperties(css, page(css))).toBe(
      '<style>@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '.a{box-shadow:var(--tw-shadow)}</style>',
    );
  });

  it('keeps the registration of a property CSS written at run time sets, read or not', () => {
    const css =
      '<style>@property --removed-body-scroll-bar-size{syntax:"<length>";inherits:false;initial-value:0}' +
      '@property --tw-blur{syntax:"*";inherits:false}.a{color:red}</style>';
    expect(withoutUnreadProperties(css, page(css))).toBe(
      '<style>@property --removed-body-scroll-bar-size{syntax:"<length>";inherits:false;initial-value:0}' +
        '.a{color:red}</style>',
    );
  });

  it('drops unread declarations, then the rules and blocks they leave empty', () => {
    const css =
      '<style>@layer properties{@supports (not (color:rgb(from red r g b))){*,:before,:after{' +
      '--tw-blur:initial;--tw-shadow:0 0 #0000}}}@layer theme{:root,:host{--container-xs:20rem}}' +
      '.a{--tw-font-weight:600;font-weight:600}.b{color:red;--tw-shadow:1px 1px red;' +
      'box-shadow:var(--tw-shadow,none)}</style>';
    expect(withoutUnreadProperties(css, page(css))).toBe(
      '<style>@layer properties{@supports (not (color:rgb(from red r g b))){*,:before,:after{' +
        '--tw-shadow:0 0 #0000}}}.a{font-weight:600}.b{color:red;--tw-shadow:1px 1px red;' +
        'box-shadow:var(--tw-shadow,none)}</style>',
    );
  });

  it('drops a theme value read only by another one it drops', () => {
    const css =
      '<style>@layer theme{:root,:host{--font-mono:monospace;' +
      '--default-mono-font-family:var(--font-mono);--color-brand:#a0f}}' +
      '.a{color:var(--color-brand)}</style>';
    expect(withoutUnreadProperties(css, page(css))).toBe(
      '<style>@layer theme{:root,:host{--color-brand:#a0f}}.a{color:var(--color-brand)}</style>',
    );
  });

  it('keeps a property the markup reads in a style attribute', () => {
    const css = '<style>@layer theme{:root,:host{--spacing:.25rem;--unused:1px}}</style>';
    const markup = '<p style="margin:calc(var(--spacing) * 4)">Hi</p>';
    expect(withoutUnreadProperties(css, page(css, markup))).toBe(
      '<style>@layer theme{:root,:host{--spacing:.25rem}}</style>',
    );
  });

  it('leaves CSS whose properties are all read as it is', () => {
    const css = '<style>.a{--x:1px;margin:var(--x)}.b>.c{color:red}</style>';
    expect(withoutUnreadProperties(css, page(css))).toBe(css);
  });
});
