/**
 * Screenshot widths (see .storybook/screenshot.ts): every story is taken at 375 and 1280 px unless
 * it keeps one width for a stated reason.
 */
import type { VisualParameter } from '../../.storybook/screenshot';

/** For a part whose look does not depend on the page width: only the desktop screenshot. */
export function desktopOnly(reason: string): { visual: VisualParameter } {
  return { visual: { widths: [1280], reason } };
}
