/**
 * Toasts without putting sonner on the first paint: the same calls as sonner's `toast`, loading sonner
 * on first use. Modules that run before first paint (the app shell, the auth machine, the navbar) use
 * this; screens in lazy chunks may import sonner directly (one shared module, one toast store, and
 * the Toaster shows toasts created before it mounted).
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Promise<Sonner> | undefined;
const load = () => (sonner ??= import('sonner'));

function show(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void load().then(({ toast }) => {
      if (kind === 'message') toast(message, options);
      else toast[kind](message, options);
    });
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  dismiss: (id?: string | number): void => {
    void load().then(({ toast: t }) => t.dismiss(id));
  },
};
