import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { OMNI_CART_STATUS_EXPIRED } from '@bizline/domain/constants';
import { isApiError } from '../../shared/api/api-error';
import { useAppStore } from '../../shared/store/app-store';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { QuoteCheckout } from './QuoteCheckout';
import { fetchOmniCartInfo } from './quote-calls';
import styles from './QuoteCheckoutPage.module.css';

/** The quote under review: route state (the existing-service chooser), ?quote=, or the store. */
function useQuoteNumber(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const stored = useAppStore((s) => s.quoteNumber);
  const fromState = (location.state as { quoteNumber?: unknown } | null)?.quoteNumber;
  const value = (typeof fromState === 'string' && fromState) || params.get('quote') || stored;
  return value?.trim() || null;
}

/**
 * /optix-checkout: the quote-based checkout. Opens the quote (an expired omni
 * cart flags the omni-cart error and offers a way back), shows its summary, takes the contact
 * for OmniOLODetails, offers the due dates mapped as 002 §3 says, reserves the chosen slot and
 * submits: /optix-confirmation, or /confirmation-contact-rep when the credit status is FAILURE.
 */
export function QuoteCheckoutPage() {
  const t = usePageCopy('quote-checkout');
  const quoteNumber = useQuoteNumber();
  const setQuoteNumber = useAppStore((s) => s.setQuoteNumber);

  const info = useQuery({
    queryKey: ['quote-checkout', 'info', quoteNumber],
    queryFn: () => fetchOmniCartInfo(quoteNumber!),
    enabled: quoteNumber !== null,
    staleTime: Infinity,
  });
  const expired = info.data?.Status.toLowerCase() === OMNI_CART_STATUS_EXPIRED;
  useEffect(() => {
    if (quoteNumber) setQuoteNumber(quoteNumber);
  }, [quoteNumber, setQuoteNumber]);

  const problem = (message: string) => (
    <div className="page">
      <h1>{t('heading')}</h1>
      <div role="alert" className={styles.problem}>
        <p>{message}</p>
      </div>
      <Link to="/" className="btn btn-secondary">
        {t('startAgain')}
      </Link>
    </div>
  );

  if (!quoteNumber) return problem(t('noQuote'));
  if (info.isPending) {
    return (
      <div className="page">
        <h1>{t('heading')}</h1>
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (info.isError) {
    const status = isApiError(info.error) ? info.error.status : undefined;
    return problem(status === 404 ? t('notFound') : t('failed'));
  }
  if (expired) {
    return (
      <div className="page">
        <h1>{t('heading')}</h1>
        <div role="alert" className={styles.problem}>
          <p>
            <strong>{t('expired')}</strong>
          </p>
          <p>{t('expiredHelp')}</p>
        </div>
        <Link to="/" className="btn btn-secondary">
          {t('startAgain')}
        </Link>
      </div>
    );
  }
  if (info.data.Status.toLowerCase() === 'ordered') return problem(t('ordered'));
  return <QuoteCheckout quoteNumber={quoteNumber} info={info.data} />;
}
