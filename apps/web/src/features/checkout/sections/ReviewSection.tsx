import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneDisplay } from '@bizline/domain/format';
import { normalizeCustomerType } from '@bizline/domain/validators/credit';
import { useFloatingCart } from '../../../shared/cart/floating-cart-query';
import { PriceSummary } from '../../../shared/cart/PriceSummary';
import { useAppStore } from '../../../shared/store/app-store';
import type { CheckoutPanel } from '../../../shared/store/checkout-slice';
import { useCheckoutDetails, type CheckoutDetails } from '../api/get-checkout-details';
import { useSubmitOrder } from '../api/submit-order';
import { formatLongDay } from '@bizline/domain/format';
import styles from './later-sections.module.css';

interface ReviewProps {
  onSaved: () => void;
  /** Open another section (the Change links); the store's open panel by default. */
  onOpen?: (panel: CheckoutPanel) => void;
}

type Address = { address: string; city: string; state: string; zipCode: string; unit?: string };

function addressLines(a: Address | undefined): string[] {
  if (!a) return [];
  return [
    [a.address, a.unit].filter(Boolean).join(' '),
    [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter(Boolean);
}

/**
 * 'Check your answers' (GOV.UK pattern, issue 5): every section's answers, each with a Change
 * link that opens that section, then Submit order. Sensitive values never show: no SSN or tax id
 * (the server does not send them), the payment method only as its last four digits.
 */
export function ReviewSection({ onOpen }: ReviewProps) {
  const { t } = useTranslation('checkout');
  const details = useCheckoutDetails().data;
  const noSsnChecked = useAppStore((s) => s.noSsnChecked);
  const setOpenPanel = useAppStore((s) => s.setOpenCheckoutPanel);
  const { submit, isSubmitting } = useSubmitOrder();
  // The cart's own figures, as the floating cart shows them.
  const priced = useFloatingCart().data?.planDetails?.pricedCart;
  const open = onOpen ?? setOpenPanel;
  if (!details) return null;
  const notGiven = t('review.notGiven');

  return (
    <div>
      <p className={styles.intro}>{t('review.intro')}</p>
      <dl className={styles.summary}>
        <Row
          term={t('review.contact')}
          panel="businessInfo"
          onOpen={open}
          value={<Lines lines={contactLines(details)} empty={notGiven} />}
        />
        <Row
          term={t('review.billing')}
          panel="businessInfo"
          onOpen={open}
          value={
            details.businessInfo?.selected === 'N' ? (
              <Lines lines={addressLines(details.businessInfo)} empty={notGiven} />
            ) : (
              <Lines
                lines={[t('review.sameAsService'), ...addressLines(details.serviceAddress)]}
                empty={notGiven}
              />
            )
          }
        />
        <Row
          term={t('review.customerType')}
          panel="creditCheck"
          onOpen={open}
          value={customerTypeText(details, t, notGiven)}
        />
        {details.progress.CreditCheckStatus !== 'FAILURE' && (
          <>
            <Row
              term={t('review.payment')}
              panel="installment"
              onOpen={open}
              value={paymentText(details, t, notGiven)}
            />
            <Row
              term={t('review.installation')}
              panel="installation"
              onOpen={open}
              value={
                details.installation?.dueDate ? (
                  <Lines
                    lines={[
                      formatLongDay(details.installation.dueDate),
                      details.installation.timeSlot,
                      details.installation.type === 'self'
                        ? t('review.installSelf')
                        : t('review.installTech'),
                    ]}
                    empty={notGiven}
                  />
                ) : (
                  notGiven
                )
              }
            />
          </>
        )}
      </dl>
      {priced && (
        <>
          <h3>{t('review.price')}</h3>
          <PriceSummary summary={priced} testId="review-price" />
        </>
      )}
      <p className={styles.hint}>{t('review.submitNote')}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={noSsnChecked || isSubmitting}
        // The page's no-SSN notice says why.
        aria-describedby={noSsnChecked ? 'checkout-submit-blocked' : undefined}
        onClick={() => void submit()}
      >
        {isSubmitting ? t('review.submitting') : t('review.submit')}
      </button>
    </div>
  );
}

function contactLines(d: CheckoutDetails): string[] {
  const c = d.contactInfo;
  if (!c || d.progress.personalInfo !== 'Y') return [];
  return [
    [c.firstName, c.lastName].filter(Boolean).join(' '),
    c.businessName ?? '',
    c.email ?? '',
    c.phoneNumber ? formatPhoneDisplay(c.phoneNumber) : '',
  ].filter(Boolean);
}

type T = (key: string, options?: Record<string, unknown>) => string;

function customerTypeText(d: CheckoutDetails, t: T, notGiven: string): string {
  if (d.progress.CreditCheckStatus === '') return notGiven;
  const type = normalizeCustomerType(d.customerType);
  return type ? t(`creditCheck.types.${type}`) : notGiven;
}

function paymentText(d: CheckoutDetails, t: T, notGiven: string): string {
  const last4 = d.paymentLast4 ?? '';
  if (d.progress.installments !== 'Y' || !last4) return notGiven;
  return d.paymentMethod === 'Card'
    ? t('review.cardEnding', { last4 })
    : t('review.bankEnding', { last4 });
}

function Lines({ lines, empty }: { lines: string[]; empty: string }) {
  const shown = lines.filter(Boolean);
  if (shown.length === 0) return <>{empty}</>;
  return (
    <>
      {shown.map((line, i) => (
        <span key={`${i}:${line}`}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  );
}

function Row({
  term,
  value,
  panel,
  onOpen,
}: {
  term: string;
  value: ReactNode;
  panel: CheckoutPanel;
  onOpen: (panel: CheckoutPanel) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{value}</dd>
      <dd>
        {/* The visible word starts the name (WCAG label in name); the term says which. */}
        <button
          type="button"
          className="link-button"
          aria-label={t('review.changeLabel', { what: term.toLowerCase() })}
          onClick={() => onOpen(panel)}
        >
          {t('change')}
        </button>
      </dd>
    </div>
  );
}
