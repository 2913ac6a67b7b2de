import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { listQuoteNumbers, validatePriceQuote } from '@bizline/domain/validators/quote';
import { appConfig } from '../../shared/config';
import { isReferralMode } from '../../shared/referral/referral-mode';
import { useAppStore } from '../../shared/store/app-store';
import { usePageTitle } from '../../shared/ui/use-page-title';
import styles from './AddressPage.module.css';
import { AlertText } from '../../shared/ui/AlertText';

type Choice = 'Y' | 'N' | 'quote' | '';

/**
 * Existing-service chooser (000 §2 screen 3, §4 "Choosers"): new service -> /customize-order (or
 * the pending-order question when a pending order exists), add or change existing service ->
 * full redirect to the provider's site, existing quote -> /optix-checkout (flag on).
 */
export function ExistingServicePage() {
  const { t } = useTranslation('address');
  usePageTitle(t('existing.title'));
  const navigate = useNavigate();
  const availability = useAppStore((s) => s.availability);
  const pendingOrder = useAppStore((s) => s.pendingOrder);
  const setQuoteNumber = useAppStore((s) => s.setQuoteNumber);
  const [choice, setChoice] = useState<Choice>('');
  const [quote, setQuote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pendingAsk, setPendingAsk] = useState(false);
  const quotes = availability ? listQuoteNumbers(availability) : [];
  const quotesOn = appConfig.features.optixCheckout === true && quotes.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return setError(t('existing.choose'));
    if (choice === 'quote') {
      const message = validatePriceQuote(quote, quotes);
      if (message) return setError(message);
      setQuoteNumber(quote.trim());
      void navigate('/optix-checkout', { state: { quoteNumber: quote.trim() } });
      return;
    }
    if (choice === 'N') {
      window.location.assign(appConfig.brand.siteUrl);
      return;
    }
    const pending = pendingOrder === 'Y' || availability?.HasPendingOrder === 'Y';
    if (pending) setPendingAsk(true);
    else void navigate('/customize-order', { state: { prevPage: 'ExS' } });
  };

  if (!availability) {
    return (
      <div className="page">
        <h1>{t('existing.title')}</h1>
        <p>{t('existing.noAddress')}</p>
        <Link to="/">{t('existing.startAgain')}</Link>
      </div>
    );
  }

  const radio = (value: Choice, label: string) => (
    <label className={styles.radio}>
      <input
        type="radio"
        name="existing-choice"
        value={value}
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          setError(null);
        }}
      />{' '}
      {label}
    </label>
  );

  return (
    <div className="page">
      <h1>{t('existing.title')}</h1>
      {availability.LQPost.Address && <p>{availability.LQPost.Address}</p>}
      <form noValidate onSubmit={submit} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('existing.legend')}</legend>
          {radio('Y', t('existing.newService'))}
          {/* It leaves the site (000 §4): it says so, and a kiosk does not offer it. */}
          {!isReferralMode() && (
            <>
              {radio('N', t('existing.changeService'))}
              <p className={styles.hint}>{t('existing.changeServiceHint')}</p>
            </>
          )}
          {quotesOn && radio('quote', t('existing.reviewQuote'))}
        </fieldset>
        {choice === 'quote' && (
          <div className={styles.field}>
            <label htmlFor="es-quote" className={styles.label}>
              {t('existing.quoteLabel')}
            </label>
            <input
              id="es-quote"
              className={styles.input}
              value={quote}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'es-error' : undefined}
              onChange={(e) => {
                setQuote(e.target.value);
                setError(null);
              }}
            />
          </div>
        )}
        <AlertText text={error} id="es-error" className={styles.error} />
        <button type="submit" className="btn btn-primary">
          {t('existing.continue')}
        </button>
      </form>
      <p>
        <Link to="/">{t('existing.anotherAddress')}</Link>
      </p>
      {pendingAsk && (
        <div role="alertdialog" aria-labelledby="es-pending" className={styles.banner}>
          <h2 id="es-pending">{t('pending.title')}</h2>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void navigate('/pending-order')}
          >
            {t('pending.yes')}
          </button>{' '}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate('/customize-order', { state: { prevPage: 'LQ' } })}
          >
            {t('pending.no')}
          </button>
        </div>
      )}
    </div>
  );
}
