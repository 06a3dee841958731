/**
 * The page frame (see docs/shop/screens.md, Layout): header, the screen, footer and scroll
 * restoration. Each region has its own error boundary: a crash in the navbar, the screen or the
 * badge leaves the others working, with 'Try again' in the broken one's place (the screen keeps the
 * shop's error screen).
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useResumeConfirmations } from '@/api/pending-confirmations';
import { RegionBoundary, RegionError } from '@/components/region-boundary';
import { TestPaymentsBanner } from '@/features/payment/test-payments-banner';
import { whenBackendStarted } from '@/lib/backend-ready';
import { env, isRemoteApi } from '@/lib/env';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/spinner';
import { DocumentTitle } from './document-title';
import { ErrorBoundary } from './error-boundary';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

// The badge follows the settings the simulated back end announces when it starts: its code waits
// for that start, out of the page's load.
const BackendSettingsBadge = lazy(() =>
  import('@/features/tester/settings-badge').then((m) => ({ default: m.BackendSettingsBadge })),
);

function DeferredSettingsBadge() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    void whenBackendStarted().then(() => {
      if (live) setStarted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <BackendSettingsBadge />
    </Suspense>
  );
}

interface LayoutProps {
  /** The header (stories pass a broken one to show its boundary). */
  header?: ReactNode;
  /**
   * Whether the shop takes test payments only: server mode with the simulated sheet (no Razorpay
   * key in the build). The static build's whole back end is a demo in the page: no banner there.
   */
  testPayments?: boolean;
}

export function Layout({
  header = <Header />,
  testPayments = isRemoteApi && !env.VITE_RAZORPAY_KEY_ID,
}: LayoutProps) {
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
      <DocumentTitle />
      {testPayments && <TestPaymentsBanner />}
      <RegionBoundary
        name="The navigation"
        resetKey={pathname}
        fallback={({ retry }) => (
          <header>
            <RegionError name="The navigation" onRetry={retry}>
              {/* A full page load: the way home does not depend on the broken part. */}
              <a href={paths.home} className="font-semibold text-brand-800 underline">
                Go to Homepage
              </a>
            </RegionError>
          </header>
        )}
      >
        {header}
      </RegionBoundary>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <RegionBoundary name="The back-end settings badge" fallback={null}>
        <DeferredSettingsBadge />
      </RegionBoundary>
    </div>
  );
}
