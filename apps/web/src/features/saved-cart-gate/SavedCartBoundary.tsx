import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { shouldShowSavedCartGate } from '@bizline/domain/validators/gate';
import { appConfig } from '../../shared/config';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { hasPriorValidation, isRedirectDone, savedCartLinkOf } from './gate-storage';

// The gate and retrieval screens (and the captcha) load only when a saved-cart link is opened.
const SavedCartFlow = lazy(() =>
  Promise.all([import('./SavedCartFlow'), loadNamespaces(['save-cart'])]).then(([m]) => ({
    default: m.SavedCartFlow,
  })),
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
export function SavedCartBoundary({
  children,
  gateFeatureOn = appConfig.features.savedCartGate,
}: SavedCartBoundaryProps) {
  const { search } = useLocation();
  const link = savedCartLinkOf(search);
  // Fiber referral links are the referral mode's, not this flow's.
  if (!link || link.referral) return children;
  const gate = shouldShowSavedCartGate({
    featureOn: gateFeatureOn,
    query: link.query,
    priorValidation: hasPriorValidation(link.cartId),
  });
  if (!gate && isRedirectDone(link.cartId)) return children;
  return <SavedCartFlow key={link.cartId} link={link} startAtGate={gate} />;
}
