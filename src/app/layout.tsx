/** The page frame of spec §2: header, the screen, footer and scroll restoration. */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useResumeConfirmations } from '@/api/pending-confirmations';
import { BackendSettingsBadge } from '@/features/tester/settings-badge';
import { PageLoader } from '@/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function Layout() {
  // A payment taken while its confirmation was lost (reload, closed tab) is finished on start.
  useResumeConfirmations();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-700 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <BackendSettingsBadge />
    </div>
  );
}
