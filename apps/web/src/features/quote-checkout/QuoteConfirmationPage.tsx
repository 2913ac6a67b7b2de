import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppStore } from '../../shared/store/app-store';
import type { QuoteOrder } from '../../shared/store/quote-checkout-slice';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { formatLongDay } from '@bizline/domain/format';
import styles from './QuoteCheckoutPage.module.css';

function isOrder(value: unknown): value is QuoteOrder {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QuoteOrder).orderNumber === 'string' &&
    (value as QuoteOrder).orderNumber !== ''
  );
}

/**
 * /optix-confirmation: the quote-based order was submitted. Shows the order number
 * (svcOrderNumbersField), the quote and the reserved installation time, from the route state or
 * the (not persisted) optix slice.
 */
export function QuoteConfirmationPage() {
  const { t } = useTranslation('quote-checkout');
  const location = useLocation();
  const stored = useAppStore((s) => s.quoteOrder);
  const order = isOrder(location.state) ? location.state : stored;
  // Without an order (a bookmark, a reload) the page does not claim one was submitted.
  usePageTitle(t(order ? 'confirmation.title' : 'confirmation.noneHeading'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  if (!order) {
    return (
      <div className="page">
        <h1 ref={heading} tabIndex={-1}>
          {t('confirmation.noneHeading')}
        </h1>
        <p>{t('confirmation.none')}</p>
        <Link to="/">{t('confirmation.home')}</Link>
      </div>
    );
  }
  return (
    <div className="page">
      <div className={styles.confirmation}>
        <h1 ref={heading} tabIndex={-1}>
          {t('confirmation.heading')}
        </h1>
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>{t('confirmation.orderNumber')}</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
          </div>
          <div className={styles.line}>
            <dt>{t('confirmation.quoteNumber')}</dt>
            <dd>{order.quoteNumber}</dd>
          </div>
          {order.dueDate && (
            <div className={styles.line}>
              <dt>{t('confirmation.installation')}</dt>
              <dd>
                {t('confirmation.installationValue', {
                  date: formatLongDay(order.dueDate),
                  time: order.timeSlot,
                })}
              </dd>
            </div>
          )}
        </dl>
        {order.email && <p>{t('confirmation.email', { email: order.email })}</p>}
        <h2>{t('confirmation.next')}</h2>
        <ul>
          <li>{t('confirmation.next1')}</li>
          <li>{t('confirmation.next2')}</li>
        </ul>
        <Link to="/">{t('confirmation.home')}</Link>
      </div>
    </div>
  );
}
