import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SavedCartBoundary } from '../../features/saved-cart-gate/SavedCartBoundary';
import { useDigitalAgentMode } from '../../shared/agent/digital-agent';
import { usePageViews } from '../../shared/analytics/use-page-views';
import { KioskIdleReset } from '../../shared/referral/KioskIdleReset';
import { useLandingEvents } from '../../shared/referral/landing-events';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { useAppStore } from '../../shared/store/app-store';
import { PageLoading } from '../../shared/ui/PageLoading';
import { FORCE_ERROR_BAR, hasFlag } from '../test-flags';
import { BrowserBanner } from './BrowserBanner';
import { ExitDialog } from './ExitDialog';
import { Footer } from './Footer';
import { GlobalErrorBar } from './GlobalErrorBar';
import { Header } from './Header';
import { HolidayBanner } from './HolidayBanner';
import { IdlePrompt } from './IdlePrompt';
import styles from './RootLayout.module.css';
import { VirtualKeyboard } from './VirtualKeyboard';

/** The page frame of every route: header, notices, the page, footer. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const showGlobalError = useAppStore((s) => s.showGlobalError);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  usePageViews();
  useLandingEvents();
  // Fiber referral kiosk (002 §4): no header or footer (so no logo link), idle reset, keyboard.
  const referral = useReferralMode();
  // Digital agent mode (002 §4): the flag from the URL; agents must be signed in.
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
        <HolidayBanner />
        <Suspense fallback={<PageLoading />}>
          {/* A saved-cart link shows the verification gate before the page (002 §4). */}
          <SavedCartBoundary>
            <Outlet />
          </SavedCartBoundary>
        </Suspense>
      </main>
      {!referral && <Footer />}
      <IdlePrompt disabled={referral} />
      <ExitDialog disabled={referral} />
      {referral && <KioskIdleReset />}
      {referral && <VirtualKeyboard />}
      <ScrollRestoration />
    </>
  );
}
