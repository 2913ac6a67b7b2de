import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { timelineCopy, timelineRows } from '@bizline/domain/pricing/payment-timeline';
import type { PaymentTimeline as Timeline } from '@bizline/domain/wire/cart';
import styles from './PriceSummary.module.css';

/**
 * What the customer pays, and when: due today, the first bill and what it includes, the monthly
 * amounts until every installment is paid, the regular monthly. The figures are the priced
 * cart's (`pricedCart.timeline`), the sentences the domain's (timelineRows), so the cart, the
 * review, the confirmation, the order status and the e-mail read the same. Formatting only.
 */
export function PaymentTimeline({ timeline, testId }: { timeline: Timeline; testId: string }) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const copy = timelineCopy.safeParse(t('timeline', { returnObjects: true }));
  if (!copy.success) return null;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.timeline} data-testid={testId}>
      <p id={titleId} className={styles.timelineTitle}>
        {t('timeline.title')}
      </p>
      <dl>
        {timelineRows(timeline, copy.data).map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd data-timeline={row.key}>
              {row.value}
              {row.note && <span className={styles.timelineNote}> ({row.note})</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.timelineNote}>{t('timeline.beforeTaxes')}</p>
    </div>
  );
}
