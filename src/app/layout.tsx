/** The page frame of spec §2: header, the screen, footer, the global spinner and scroll restoration. */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useGlobalLoading } from '@/lib/global-loading';
import { FullScreenLoader, PageLoader } from '@/ui/spinner';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function Layout() {
  const loading = useGlobalLoading();
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
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {loading ? <FullScreenLoader /> : null}
    </div>
  );
}
