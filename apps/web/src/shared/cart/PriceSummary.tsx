import { useTranslation } from 'react-i18next';
import { orderFigures } from '@bizline/domain/pricing/cart-figures';
import type { PricedCartSummary } from '@bizline/domain/wire/cart';
import { dollars, perMonth } from './money';
import { PaymentTimeline } from './PaymentTimeline';
import styles from './PriceSummary.module.css';

/**
 * The price of a cart or an order in short (issue 10 "one price truth"): checkout review,
 * confirmation and order status show the same figures as the floating cart, from the priced
 * cart's own summary (the order's snapshot once placed). Formatting only.
 */
export function PriceSummary({ summary, testId }: { summary: PricedCartSummary; testId: string }) {
  const { t } = useTranslation('cart');
  const f = orderFigures(summary);
  return (
    <>
      <dl className={styles.summary} data-testid={testId}>
        {f.monthly.map((row) => (
          <div key={row.key} className={row.total ? styles.total : undefined}>
            <dt>{t(`panel.figures.${row.key}`)}</dt>
            <dd data-figure={row.key}>{perMonth(row.amount)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t('panel.oneTime.dueNow')}</dt>
          <dd data-figure="dueNow">{dollars(f.dueNow)}</dd>
        </div>
        {f.installments.map((i, n) => (
          <div key={`${i.name}-${n}`}>
            <dt>
              {i.name} ({dollars(i.total)})
            </dt>
            <dd data-figure="installment" className={styles.wrap}>
              {i.text}
            </dd>
          </div>
        ))}
      </dl>
      {summary.timeline && (
        <PaymentTimeline timeline={summary.timeline} testId={`${testId}-timeline`} />
      )}
    </>
  );
}
