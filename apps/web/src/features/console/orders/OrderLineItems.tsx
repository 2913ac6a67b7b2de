/**
 * What was ordered, line by line, as the server read it from the order's stored snapshot (the
 * priced cart the customer saw, or the quote summary): monthly services, promotions, taxes, and
 * equipment and one-time charges with their installment terms; then the totals the customer's
 * confirmation shows (PriceSummary). Formatting only: every figure is the snapshot's.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetailAnswer } from '@bizline/domain/wire/console/orders-schemas';
import { dollars } from '../../../shared/cart/money';
import { PriceSummary } from '../../../shared/cart/PriceSummary';
import forms from '../ui/forms.module.css';
import styles from './Orders.module.css';

type Line = OrderDetailAnswer['lines']['monthly'][number];
type Section = 'monthly' | 'promotions' | 'taxes' | 'oneTime';
const SECTIONS: Section[] = ['monthly', 'promotions', 'taxes', 'oneTime'];

function LineTable({ section, lines }: { section: Section; lines: Line[] }) {
  const { t } = useTranslation('console-orders');
  const id = useId();
  const monthly = section !== 'oneTime';
  // A plain two-column table: on a phone it fits the width (the console's DataTable scrolls).
  return (
    <>
      <h3 id={id} className={styles.lineHeading}>
        {t(`detail.lineItems.${section}`)}
      </h3>
      <table aria-labelledby={id} className={styles.lineTable}>
        <thead>
          <tr>
            <th scope="col">{t('detail.lineItems.item')}</th>
            <th scope="col" className={styles.amount}>
              {t('detail.lineItems.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, n) => (
            <tr key={n}>
              <th scope="row">
                {l.label}
                {l.note && <span className={styles.lineNote}>{l.note}</span>}
              </th>
              <td className={styles.amount}>
                {monthly
                  ? t('detail.lineItems.perMonth', { amount: dollars(l.amount) })
                  : dollars(l.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function OrderLineItems({ order: o }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation('console-orders');
  const { source } = o.lines;
  const note =
    source === 'quote'
      ? t('detail.lineItems.quote')
      : source === 'cartLines'
        ? t('detail.lineItems.olderLines')
        : source === 'none'
          ? t('detail.lineItems.noLines')
          : '';
  return (
    <>
      {note && <p className={forms.hint}>{note}</p>}
      {SECTIONS.filter((s) => o.lines[s].length > 0).map((s) => (
        <LineTable key={s} section={s} lines={o.lines[s]} />
      ))}
      <h3 className={styles.lineHeading}>{t('detail.lineItems.totals')}</h3>
      {o.pricedCart ? (
        <PriceSummary summary={o.pricedCart} testId="console-order-price" />
      ) : (
        <dl className={styles.facts}>
          <dt>{t('detail.monthly')}</dt>
          <dd>{o.monthlyTotal ? `${dollars(o.monthlyTotal)}/mo` : t('detail.none')}</dd>
          <dt>{t('detail.oneTime')}</dt>
          <dd>{o.oneTimeTotal ? dollars(o.oneTimeTotal) : t('detail.none')}</dd>
        </dl>
      )}
    </>
  );
}
