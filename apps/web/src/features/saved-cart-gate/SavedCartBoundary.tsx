import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { shouldShowSavedCartGate } from '@bizline/domain/validators/gate';
import { appConfig } from '../../shared/config';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { hasPriorValidation, isRedirectDone, savedCartLinkOf } from './gate-storage';
import { routePath } from '@bizline/domain/routes';

// The gate and retrieval screens (and the captcha) load only when a saved-cart link is opened.
const SavedCartFlow = lazy(() =>
  Promise.all([
    import('./SavedCartFlow'),
    import('../../shared/query/with-query-client'),
    loadNamespaces(['save-cart']),
  ]).then(([m, query]) => ({ default: query.withQueryClient(m.SavedCartFlow) })),
);

interface SavedCartBoundaryProps {
  children: ReactNode;
  /** The feature text flag (app config features.savedCartGate); tests pass it. */
  gateFeatureOn?: boolean;
}

/**
 * Wraps the page. A URL with cid or scartid (and no fiosreferral) is a saved-cart link: the
 * gate blocks the page until the e-mail is verified (002 §4: flag on, no prior validation
 * stored), then the cart is retrieved and the visitor redirected, once per cart id.
 */
const PENDING_ORDER_QUESTION_PATH = routePath('pendingOrderQuestion');

export function SavedCartBoundary({
  children,
  gateFeatureOn = appConfig.features.savedCartGate,
}: SavedCartBoundaryProps) {
  const { pathname, search } = useLocation();
  const link = savedCartLinkOf(search);
  // Fiber referral links are the referral mode's, not this flow's. /pendingOrder carries the
  // saved cart id only to ask whether to continue; it shows nothing of the cart, so
  // the gate waits until the cart itself is opened.
  if (!link || link.referral || pathname === PENDING_ORDER_QUESTION_PATH) return children;
  const gate = shouldShowSavedCartGate({
    featureOn: gateFeatureOn,
    query: link.query,
    priorValidation: hasPriorValidation(link.cartId),
  });
  if (!gate && isRedirectDone(link.cartId)) return children;
  return <SavedCartFlow key={link.cartId} link={link} startAtGate={gate} />;
}
