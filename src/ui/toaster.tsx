/**
 * The app's one toaster (docs/shop/screens.md, Layout): bottom-right, 5000 ms, closable, closes on
 * click, light. Sonner itself pauses the timers while a toast is hovered and while the page is
 * hidden (another tab or window in front).
 */
import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/**
 * Sonner's rich colours put text at about 4.3:1 on its tinted backgrounds, under the 4.5:1 AA asks
 * for (axe fails every story that shows a toast): darker text from our tokens, same backgrounds.
 */
const accessibleRichColors = {
  '--success-text': '#166534', // success-800
  '--error-text': '#991b1b', // danger-800
  '--warning-text': '#92400e', // warning-800
  '--info-text': '#1e40af',
} as CSSProperties;

export const TOAST_DURATION_MS = 5000;

/**
 * A toast closes when clicked. Sonner has no such option, so a click anywhere on a toast
 * (not on a button or link inside it, which do their own thing) presses its close button, which
 * dismisses it the way sonner does (with its exit animation and callbacks).
 */
function closeOnClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const toastElement = event.target.closest('[data-sonner-toast]');
  if (!toastElement || event.target.closest('button, a')) return;
  toastElement.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

/** Mount once near the root; call sonner's `toast.success(...)` and friends from anywhere. */
function Toaster(props: ToasterProps) {
  useEffect(() => {
    document.addEventListener('click', closeOnClick);
    return () => document.removeEventListener('click', closeOnClick);
  }, []);
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      theme="light"
      richColors
      toastOptions={{
        // Sonner's rich colours fail AA in places (its warning text is about 3:1 on its background),
        // so each type takes our tokens instead; `!` outranks sonner's attribute selectors.
        classNames: {
          toast: 'font-sans',
          success: 'border-success-600/40! bg-success-50! text-success-800!',
          error: 'border-danger-600/40! bg-danger-50! text-danger-800!',
          warning: 'border-warning-500/60! bg-warning-50! text-warning-800!',
          info: 'border-brand-300! bg-brand-50! text-brand-900!',
          closeButton: 'border-neutral-300! bg-white! text-neutral-800!',
        },
      }}
      style={accessibleRichColors}
      {...props}
    />
  );
}

export { Toaster };
