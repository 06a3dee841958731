/**
 * A part of a page that starts well below the fold: the browser neither styles nor lays out nor
 * paints what is inside until it comes near the screen (`content-visibility: auto`), so a phone's
 * first style and layout pass, and every full restyle after it, covers less than the whole page.
 * The content stays in the page: find-in-page, a link to an anchor inside, Tab and screen readers
 * reach it, and the browser lays it out the moment they do.
 *
 * "Near" is wide: Chromium lays out what is within one and a half screens of the one in view (on a
 * 412 x 823 phone, anything that starts above 2,057 px). A part that starts within that on the
 * first load gains nothing, and costs the first frame a second style and layout pass (the browser
 * skips it, finds it near, and goes back for it): use this only where the part starts beyond that
 * on the screens that matter. Never for anything on screen at first or that can be the page's
 * largest picture (its LCP).
 *
 * While skipped, the part is as tall as `estimate` says (its height at each breakpoint, phone
 * first), then as tall as it was when last laid out. A part that was skipped while the page's width
 * changed (a window resized, a phone turned) is laid out once at the new width, so it does not keep
 * the old width's height.
 */
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';

/** Heights in CSS px: `base` on a phone, each breakpoint's from its width up (Tailwind's). */
export interface FoldEstimate {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

interface BelowTheFoldProps {
  /** About how tall the part is once laid out, so the page is about as tall before it is. */
  estimate: FoldEstimate;
  children: ReactNode;
  className?: string;
}

/** The style that gives each breakpoint's estimate to the classes below. */
export function estimateStyle(estimate: FoldEstimate): CSSProperties {
  const style: Record<string, string> = {};
  for (const [breakpoint, height] of Object.entries(estimate))
    if (typeof height === 'number') style[`--fold-${breakpoint}`] = `${height}px`;
  return style;
}

// Each breakpoint falls back to the one below it when the caller gave none. `auto`: once laid
// out, the part keeps its real height while skipped again. A plain join, not `cn`: nothing here
// conflicts, and `cn` at module level would build tailwind-merge's tables while the screen's code
// is evaluated (tests/unit/lib/module-evaluation.test.ts).
const RESERVE = [
  '[contain-intrinsic-block-size:auto_var(--fold-base)]',
  'sm:[contain-intrinsic-block-size:auto_var(--fold-sm,var(--fold-base))]',
  'md:[contain-intrinsic-block-size:auto_var(--fold-md,var(--fold-sm,var(--fold-base)))]',
  'lg:[contain-intrinsic-block-size:auto_var(--fold-lg,var(--fold-md,var(--fold-sm,var(--fold-base))))]',
  'xl:[contain-intrinsic-block-size:auto_var(--fold-xl,var(--fold-lg,var(--fold-md,var(--fold-sm,var(--fold-base)))))]',
].join(' ');

export function BelowTheFold({ estimate, children, className }: BelowTheFoldProps) {
  const ref = useRef<HTMLDivElement>(null);
  useRelayoutOnWidthChange(ref);
  return (
    <div
      ref={ref}
      data-slot="below-the-fold"
      // Paint containment clips at the box: the margin leaves room for shadows, focus rings and
      // a carousel's arrows that reach past it, as they would without the skipping.
      className={cn('[content-visibility:auto] [overflow-clip-margin:1.5rem]', RESERVE, className)}
      style={estimateStyle(estimate)}
    >
      {children}
    </div>
  );
}

/**
 * A skipped part keeps the height it was last laid out at: after the page's width changes while it
 * is out of view, it would keep the old width's height until it came near the screen again, and
 * the page around it would be off by the difference. So when the width changes, the part is laid
 * out once at the new width (shown for a frame) and remembers that height instead. `property`: what
 * the skipping reads (the part's own `content-visibility`, or a custom property that slides skipped
 * out of a carousel's view read, as the best sellers do), set to `visible` for that frame.
 */
export function useRelayoutOnWidthChange(
  ref: RefObject<HTMLElement | null>,
  property = 'content-visibility',
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const view = element.ownerDocument.defaultView ?? window;
    let width: number | null = null;
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      if (width !== null && next !== width) {
        element.style.setProperty(property, 'visible');
        // Shown for a whole frame: the browser notes the height it is drawn at as that frame
        // ends, and that is the height the part keeps once it is skipped again.
        view.cancelAnimationFrame(frame);
        frame = view.requestAnimationFrame(() => {
          frame = view.requestAnimationFrame(() => element.style.removeProperty(property));
        });
      }
      width = next;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      view.cancelAnimationFrame(frame);
    };
  }, [ref, property]);
}
