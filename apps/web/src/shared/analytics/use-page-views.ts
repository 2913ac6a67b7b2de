import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';

/** One virtual page view per route change (path, not query or hash). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
