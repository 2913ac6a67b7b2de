/**
 * What was ordered, line by line, as the server read it from the order's stored snapshot (the
 * priced cart the customer saw, or the quote summary): monthly services, promotions, taxes, and
 * equipment and one-time charges with their installment terms; then the totals the customer's
 * confirmation shows (PriceSummary). Formatting only: every figure is the snapshot's.
 */
import { useTranslation } from 'react-i18next';
import type { OrderDetailAnswer } from '@bizline/domain/wire/console/orders-schemas';
import { dollars } from '../../../shared/cart/money';
import { PriceSummary } from '../../../shared/cart/PriceSummary';
import { DataTable, type Column } from '../ui/DataTable';
import styles from './Orders.module.css';

type Line = OrderDetailAnswer['lines']['monthly'][number];
type Section = 'monthly' | 'promotions' | 'taxes' | 'oneTime';
const SECTIONS: Section[] = ['monthly', 'promotions', 'taxes', 'oneTime'];

function LineTable({ section, lines }: { section: Section; lines: Line[] }) {
  const { t } = useTranslation('console-orders');
  const monthly = section !== 'oneTime';
  const title = t(`detail.lineItems.${section}`);
  const columns: Column<Line & { n: number }>[] = [
    {
      id: 'item',
      header: t('detail.lineItems.item'),
      rowHeader: true,
      cell: (l) => (
        <>
          {l.label}
          {l.note && <span className={styles.lineNote}>{l.note}</span>}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('detail.lineItems.amount'),
      numeric: true,
      cell: (l) => (
        <span className={styles.nowrap}>
          {monthly
            ? t('detail.lineItems.perMonth', { amount: dollars(l.amount) })
            : dollars(l.amount)}
        </span>
      ),
    },
  ];
  return (
    <>
      <h3 className={styles.lineHeading}>{title}</h3>
      <DataTable
        caption={title}
        columns={columns}
        rows={lines.map((l, n) => ({ ...l, n }))}
        rowKey={(l) => l.n}
        empty={t('detail.none')}
      />
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
      {note && <p className={styles.hint}>{note}</p>}
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
