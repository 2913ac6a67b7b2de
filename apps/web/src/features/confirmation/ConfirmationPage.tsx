import { useEffect } from 'react';
import { formatLongDay } from '@bizline/domain/format';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FIRST_BILL_WEEKS } from '@bizline/domain/constants';
import { termsAcceptedSentence } from '@bizline/domain/checkout/terms-accepted';
import { timeZoneNamed, windowWithZone } from '@bizline/domain/orders/service-time';
import { routePath } from '@bizline/domain/routes';
import { dollars } from '../../shared/cart/money';
import { OrderContents } from '../../shared/cart/OrderContents';
import { PriceSummary } from '../../shared/cart/PriceSummary';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { PageLoading } from '../../shared/ui/PageLoading';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { useOrderConfirmation } from './api/get-order-confirmation';
import { useConfirmationInfo } from './confirmation-info';
import { OrderNumbers } from './OrderNumbers';
import styles from './ConfirmationPage.module.css';

/**
 * /confirmation: the order was submitted. The order number and reference number
 * (svc_orderNo, Refno), then what happens next from OrderStatus/Confirm: the install slot, the
 * confirmation e-mail and the first bill 2-3 weeks after connection.
 */
export function ConfirmationPage() {
  const t = usePageCopy('confirmation');
  const navigate = useNavigate();
  // A kiosk's next step after an order: a clean screen for the next customer (decision 019).
  const referral = useReferralMode();
  const info = useConfirmationInfo();
  const order = useOrderConfirmation(info?.svc_orderNo ?? null);
  const creditFailed = order.data?.CreditCheckStatus === 'FAILURE';

  // An order whose credit check failed belongs on the contact-rep page.
  useEffect(() => {
    if (creditFailed && info)
      void navigate(routePath('confirmationContactRep'), { replace: true, state: info });
  }, [creditFailed, info, navigate]);

  if (!info) return <NoOrder />;
  const o = order.data;

  return (
    <div className={`page ${styles.card}`}>
      <div className={styles.panel}>
        <h1>{t('heading')}</h1>
        <OrderNumbers info={info} />
      </div>
      <h2>{t('next.title')}</h2>
      {order.isPending ? (
        <PageLoading />
      ) : (
        <ul className={styles.list}>
          {o?.email && <li>{t('next.email', { email: o.email })}</li>}
          {o?.installation.dueDate ? (
            <li>
              {t(o.installation.type === 'self' ? 'next.selfInstall' : 'next.techInstall', {
                date: formatLongDay(o.installation.dueDate),
                // The window in the service address's zone, as the e-mail says it.
                slot: o.timeZone
                  ? windowWithZone(o.installation.timeSlot, timeZoneNamed(o.timeZone))
                  : o.installation.timeSlot,
              })}
            </li>
          ) : (
            <li>{t('next.installContact')}</li>
          )}
          <li>{t('next.firstBill', { min: FIRST_BILL_WEEKS.min, max: FIRST_BILL_WEEKS.max })}</li>
        </ul>
      )}
      {o?.termsVersion && (
        // The terms accepted, from the order record.
        <p>
          {termsAcceptedSentence(
            { version: o.termsVersion, acceptedAt: o.termsAcceptedAt },
            o.timeZone || undefined,
          )}
          .
        </p>
      )}
      {o && (
        <>
          <h2>{t('summary.title')}</h2>
          <dl className={styles.numbers}>
            {o.businessName && (
              <>
                <dt>{t('summary.businessName')}</dt>
                <dd>{o.businessName}</dd>
              </>
            )}
            {o.serviceAddress && (
              <>
                <dt>{t('summary.serviceAddress')}</dt>
                <dd>{o.serviceAddress}</dd>
              </>
            )}
            {!o.pricedCart && (
              // An order placed before the priced-cart summary existed.
              <>
                <dt>{t('summary.monthly')}</dt>
                <dd>{dollars(o.monthlyTotal)}</dd>
                <dt>{t('summary.oneTime')}</dt>
                <dd>{dollars(o.oneTimeTotal)}</dd>
              </>
            )}
          </dl>
          {o.contents && o.contents.length > 0 && (
            <OrderContents contents={o.contents} testId="confirmation-contents" />
          )}
          {o.pricedCart && (
            <>
              <h3>{t('summary.price')}</h3>
              <PriceSummary summary={o.pricedCart} testId="confirmation-price" />
            </>
          )}
        </>
      )}
      <p>
        <Link to={orderStatusLink(info.svc_orderNo, o?.serviceZip)}>{t('checkStatus')}</Link>
      </p>
      {referral && <StartOverButton namespace="confirmation" />}
    </div>
  );
}

/** The order-status page filled with this order (it looks the order up at once). */
function orderStatusLink(orderNumber: string, zipCode = ''): string {
  const q = new URLSearchParams({ orderNumber, ...(zipCode ? { zipCode } : {}) });
  return `${routePath('orderStatus')}?${q.toString()}`;
}

/** Reached without an order (a bookmark, another tab): say so and offer the status page. */
export function NoOrder() {
  const { t } = useTranslation('confirmation');
  return (
    <div className={`page ${styles.card}`}>
      <h1>{t('noOrder.heading')}</h1>
      <p>{t('noOrder.text')}</p>
      <p>
        <Link to={routePath('orderStatus')}>{t('checkStatus')}</Link>
      </p>
      <p>
        <Link className="btn btn-primary" to="/">
          {t('noOrder.start')}
        </Link>
      </p>
    </div>
  );
}
