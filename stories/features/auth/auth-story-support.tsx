/**
 * Helpers for auth stories: run the real auth machine inside the story's router, start each story
 * signed out (the session store is one module shared by every story on the page), and show where a
 * navigation landed.
 */
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { setSession } from '@/api/session';
import { AuthProvider } from '@/features/auth/auth-provider';

export const withAuthProvider: Decorator = (Story) => (
  <AuthProvider>
    <Story />
  </AuthProvider>
);

/**
 * Toasts live in one module-wide store and a new Toaster replays the ones still showing, so a toast
 * from the previous story would land in this story's screenshot: dismiss them before rendering.
 */
export function clearToastsLoader() {
  toast.dismiss();
  return {};
}

/** A story loader: no toasts, no session and no saved token before the story renders. */
export function signedOutLoader() {
  clearToastsLoader();
  setSession({ status: 'signedOut', token: null, user: null });
  return {};
}

/** Stands in for the page a navigation lands on. */
export function LandedOn({ name }: { name: string }) {
  const location = useLocation();
  return (
    <section aria-label="Landed on" className="p-6">
      <h1 className="text-xl font-semibold text-neutral-900">{name}</h1>
      <p className="text-neutral-700">
        Path: <code data-testid="path">{location.pathname}</code>
      </p>
    </section>
  );
}
