import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SavedCartBoundary } from '../../features/saved-cart-gate/SavedCartBoundary';
import { usePageViews } from '../../shared/analytics/use-page-views';
import { useAppStore } from '../../shared/store/app-store';
import { PageLoading } from '../../shared/ui/PageLoading';
import { FORCE_ERROR_BAR, hasFlag } from '../test-flags';
import { BrowserBanner } from './BrowserBanner';
import { Footer } from './Footer';
import { GlobalErrorBar } from './GlobalErrorBar';
import { Header } from './Header';
import styles from './RootLayout.module.css';

/** The page frame of every route: header, notices, the page, footer. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const showGlobalError = useAppStore((s) => s.showGlobalError);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  usePageViews();

  useEffect(() => {
    if (hasFlag(search, FORCE_ERROR_BAR)) showGlobalError();
  }, [search, showGlobalError]);

  // After a client-side navigation, start screen readers and keyboard users at the new page
  // rather than on the link they used (the initial load starts at the top as usual).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <GlobalErrorBar />
        <BrowserBanner />
        <Suspense fallback={<PageLoading />}>
          {/* A saved-cart link shows the verification gate before the page (002 §4). */}
          <SavedCartBoundary>
            <Outlet />
          </SavedCartBoundary>
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
