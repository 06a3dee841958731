/**
 * The app as src/app/app.tsx assembles it, inside the story's memory router (see
 * .storybook/decorators): the real auth machine around the real route table, so a story or flow
 * starting at parameters.route.path goes through the same layout, guard and lazy screens.
 */
import { AppRoutes } from '@/app/router';
import { AuthProvider } from '@/features/auth/auth-provider';

export function AppShell() {
  return (
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  );
}
