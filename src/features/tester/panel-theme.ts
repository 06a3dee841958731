/**
 * The two colour schemes of the request and response panels (standard by default, plus
 * dark), and matching themes for react-json-view-lite. The library's own colours fail AA contrast
 * (3.7:1), so every text colour here is picked for at least 4.5:1 on its panel's background.
 */
import { darkStyles, defaultStyles } from 'react-json-view-lite';
import type { ColorScheme } from './tester-machine';

type TreeStyle = typeof defaultStyles;

export interface PanelTheme {
  /** The panel's surface: background, text and border. */
  surface: string;
  /** Secondary text (labels, hints). */
  muted: string;
  /** A 2xx status. */
  ok: string;
  /** A failed request's status and message. */
  bad: string;
  tree: TreeStyle;
}

const treeBase = 'font-mono text-[13px] leading-5 whitespace-pre-wrap break-words';

// Expander arrows, punctuation and the collapsed "..." keep the library's black (light) and cream
// (dark) shapes; only the colours that fail contrast are replaced.
const standardTree: TreeStyle = {
  ...defaultStyles,
  container: `${treeBase} bg-neutral-50 text-neutral-900`,
  label: 'mr-1.5 font-semibold text-neutral-900',
  clickableLabel: 'mr-1.5 cursor-pointer font-semibold text-neutral-900',
  stringValue: 'text-success-800',
  numberValue: 'text-brand-800',
  booleanValue: 'text-warning-800',
  nullValue: 'text-danger-700',
  undefinedValue: 'text-danger-700',
  otherValue: 'text-neutral-700',
  ariaLables: { collapseJson: 'Collapse', expandJson: 'Expand' },
};

const darkTree: TreeStyle = {
  ...darkStyles,
  container: `${treeBase} bg-neutral-800 text-neutral-100`,
  label: 'mr-1.5 font-semibold text-neutral-100',
  clickableLabel: 'mr-1.5 cursor-pointer font-semibold text-neutral-100',
  stringValue: 'text-[#86efac]',
  numberValue: 'text-brand-300',
  booleanValue: 'text-warning-500',
  nullValue: 'text-[#fca5a5]',
  undefinedValue: 'text-[#fca5a5]',
  otherValue: 'text-neutral-300',
  ariaLables: { collapseJson: 'Collapse', expandJson: 'Expand' },
};

export const panelThemes: Record<ColorScheme, PanelTheme> = {
  standard: {
    surface: 'border-neutral-200 bg-white text-neutral-900',
    muted: 'text-neutral-600',
    ok: 'text-success-800',
    bad: 'text-danger-700',
    tree: standardTree,
  },
  dark: {
    surface: 'border-neutral-700 bg-neutral-900 text-neutral-100',
    muted: 'text-neutral-300',
    ok: 'text-[#86efac]',
    bad: 'text-[#fca5a5]',
    tree: darkTree,
  },
};
