/**
 * The app's one toaster: spec §2 (bottom-right, 5000 ms, closable, light). Sonner itself pauses the
 * timers while a toast is hovered and while the page is hidden (another tab or window in front).
 */
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

export const TOAST_DURATION_MS = 5000;

function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      theme="light"
      richColors
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}

export { Toaster };
