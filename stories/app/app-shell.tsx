/**
 * The app as src/app/app.tsx assembles it, inside the story's memory router (see
 * .storybook/decorators): the real auth machine around the real route table, so a story or flow
 * starting at parameters.route.path goes through the same layout, guard and lazy screens.
 */
import { useEffect, type ReactNode } from 'react';
import { AppRoutes } from '@/app/router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { holdGlobalLoading } from '@/lib/global-loading';

export function AppShell() {
  return (
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  );
}

/** Holds the app's global loading flag while mounted (released when the story unmounts). */
export function HoldGlobalLoading({ children }: { children?: ReactNode }) {
  useEffect(() => holdGlobalLoading(), []);
  return children;
}
