import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SavedCartBoundary } from '../../features/saved-cart-gate/SavedCartBoundary';
import { useDigitalAgentMode } from '../../shared/agent/digital-agent';
import { usePageViews } from '../../shared/analytics/use-page-views';
import { useLandingEvents } from '../../shared/referral/landing-events';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { useAppStore } from '../../shared/store/app-store';
import { PageLoading } from '../../shared/ui/PageLoading';
import { appConfig } from '../../shared/config';
import { FORCE_ERROR_BAR, hasFlag } from '../test-flags';
import { BrowserBanner } from './BrowserBanner';
import { Footer } from './Footer';
import { GlobalErrorBar } from './GlobalErrorBar';
import { Header } from './Header';
import styles from './RootLayout.module.css';

// Loaded only where they can appear, so the entry route carries none of them.
// Parts that read or fill the server-data cache come with its provider (shared/query).
const IdlePrompt = lazy(() =>
  Promise.all([import('./IdlePrompt'), import('../../shared/query/with-query-client')]).then(
    ([m, query]) => ({ default: query.withQueryClient(m.IdlePrompt) }),
  ),
);
const ExitDialog = lazy(() => import('./ExitDialog').then((m) => ({ default: m.ExitDialog })));
const HolidayBanner = lazy(() =>
  import('./HolidayBanner').then((m) => ({ default: m.HolidayBanner })),
);
const KioskIdleReset = lazy(() =>
  Promise.all([
    import('../../shared/referral/KioskIdleReset'),
    import('../../shared/query/with-query-client'),
  ]).then(([m, query]) => ({ default: query.withQueryClient(m.KioskIdleReset) })),
);
const VirtualKeyboard = lazy(() =>
  import('./VirtualKeyboard').then((m) => ({ default: m.VirtualKeyboard })),
);
/** The idle prompt's pages. */
const IDLE_PATHS = ['/checkout', '/customize-order'];

/** The page frame of every route: header, notices, the page, footer. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const showGlobalError = useAppStore((s) => s.showGlobalError);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  usePageViews();
  useLandingEvents();
  // Fiber referral kiosk: no header or footer (so no logo link), idle reset, keyboard.
  const referral = useReferralMode();
  // The exit dialog is for a visitor with a cart.
  const hasCart = useAppStore((s) => s.cartId !== null);
  // Digital agent mode: the flag from the URL; agents must be signed in.
  useDigitalAgentMode();

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
      {!referral && <Header />}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <GlobalErrorBar />
        <BrowserBanner />
        {appConfig.features.holidayOfferDisclaimer && (
          <Suspense fallback={null}>
            <HolidayBanner />
          </Suspense>
        )}
        <Suspense fallback={<PageLoading />}>
          {/* A saved-cart link shows the verification gate before the page (002 §4). */}
          <SavedCartBoundary>
            <Outlet />
          </SavedCartBoundary>
        </Suspense>
      </main>
      {!referral && <Footer staff={pathname.startsWith('/staff')} />}
      <Suspense fallback={null}>
        {!referral && IDLE_PATHS.includes(pathname) && <IdlePrompt />}
        {!referral && hasCart && <ExitDialog />}
        {referral && <KioskIdleReset />}
        {referral && <VirtualKeyboard />}
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
