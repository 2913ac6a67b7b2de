/**
 * One order for staff: its state with the moves allowed now, the installation (reschedule), the
 * customer and billing details as the server masks them, what was ordered (the priced snapshot)
 * and the status history with who made each change.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { orderStateLabel, releasesSlot } from '@bizline/domain/orders/order-states';
import { CONSOLE_ORDER_CALLS } from '@bizline/domain/wire/console/orders-calls';
import type {
  OrderDetailAnswer,
  OrderHistoryEntry,
} from '@bizline/domain/wire/console/orders-schemas';
import { isApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { DataTable, type Column } from '../ui/DataTable';
import { StatusBadge } from '../ui/StatusBadge';
import { consoleKey, problemText, useConsoleQuery } from '../ui/console-query';
import { OrderActions } from './OrderActions';
import { OrderLineItems } from './OrderLineItems';
import { RescheduleForm } from './RescheduleForm';
import { formatPhone } from '../ui/format';
import { STATE_TONES, channelLabel, formatDay, formatInstant } from './order-words';
import forms from '../ui/forms.module.css';
import styles from './Orders.module.css';

export function OrderDetailPage() {
  const { t } = useTranslation(['console-orders', 'console']);
  const { orderNo = '' } = useParams();
  usePageTitle(t('detail.title', { orderNo }));
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const query = useConsoleQuery(CONSOLE_ORDER_CALLS.detail, { orderNo });

  const changed = (next: OrderDetailAnswer, text: string) => {
    queryClient.setQueryData(consoleKey(CONSOLE_ORDER_CALLS.detail, { orderNo }), next);
    setMessage(text);
    setTimeout(() => statusRef.current?.focus(), 0);
  };

  const back = (
    <p>
      <Link to="/staff/orders">{t('detail.back')}</Link>
    </p>
  );
  if (query.isPending) return <p role="status">{t('console:ui.loading')}</p>;
  if (query.error) {
    return (
      <>
        {back}
        <h1>{t('detail.title', { orderNo })}</h1>
        <p role="alert">
          {isApiError(query.error) && query.error.status === 404
            ? t('detail.notFound')
            : problemText(query.error, t)}
        </p>
      </>
    );
  }
  const o = query.data;
  const i = o.installation;
  return (
    <>
      {back}
      <h1>{t('detail.title', { orderNo: o.orderNo })}</h1>
      <p className={styles.headline}>
        <StatusBadge label={orderStateLabel(o.status)} tone={STATE_TONES[o.status]} />{' '}
        {t('detail.placed', {
          date: formatInstant(o.createdAt),
          channel: channelLabel(t, o.channel),
        })}
      </p>
      <p ref={statusRef} role="status" tabIndex={-1} className={forms.message}>
        {message}
      </p>

      <section aria-labelledby="order-actions" className={styles.block}>
        <h2 id="order-actions">{t('detail.actions')}</h2>
        <OrderActions order={o} onChanged={changed} />
      </section>

      <section aria-labelledby="order-installation" className={styles.block}>
        <h2 id="order-installation">{t('detail.installation')}</h2>
        <p>
          {i.dueDate
            ? `${i.type === 'self' ? t('detail.selfInstall') : t('detail.techInstall')}: ${formatDay(i.dueDate)}, ${i.timeSlot}`
            : t('detail.noSlot')}
          {i.dueDate && releasesSlot(o.status) && ` (${t('detail.slotReleased')})`}
        </p>
        {o.canReschedule && <RescheduleForm order={o} onChanged={changed} />}
      </section>

      <section aria-labelledby="order-customer" className={styles.block}>
        <h2 id="order-customer">{t('detail.customer')}</h2>
        <CustomerFacts order={o} />
      </section>

      <section aria-labelledby="order-price" className={styles.block}>
        <h2 id="order-price">{t('detail.price')}</h2>
        <OrderLineItems order={o} />
      </section>

      <section aria-labelledby="order-history" className={styles.block}>
        <h2 id="order-history">{t('detail.history')}</h2>
        <History entries={o.history} />
      </section>
    </>
  );
}

function CustomerFacts({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation('console-orders');
  const c = order.customer;
  const none = t('detail.none');
  const rows: [string, string][] = [
    [t('detail.name'), `${c.firstName} ${c.lastName}`.trim()],
    [t('detail.business'), c.businessName],
    [t('detail.email'), c.email],
    [t('detail.phone'), formatPhone(c.phoneNumber)],
    [t('detail.serviceAddress'), c.serviceAddress],
    [t('detail.billingAddress'), c.billingAddress],
    [t('detail.shippingAddress'), c.shippingAddress],
    [
      t('detail.payment'),
      c.payment
        ? t(c.payment.method === 'Card' ? 'detail.paymentCard' : 'detail.paymentBank', {
            brand: c.payment.brand,
            number: c.payment.number,
          })
        : '',
    ],
    [
      t('detail.deposit'),
      c.deposit ? `$${(c.deposit.amountCents / 100).toFixed(2)} ${c.deposit.number}`.trim() : '',
    ],
    [
      t('detail.credit'),
      order.creditStatus
        ? t(`detail.creditStatuses.${order.creditStatus}`, { defaultValue: order.creditStatus })
        : '',
    ],
    [t('detail.refNo'), order.refNo],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || none}</dd>
        </div>
      ))}
    </dl>
  );
}

const slotText = (s: OrderHistoryEntry['fromSlot']) =>
  s ? `${formatDay(s.date)}, ${s.slot}` : '—';

function History({ entries }: { entries: OrderHistoryEntry[] }) {
  const { t } = useTranslation('console-orders');
  const columns: Column<OrderHistoryEntry & { n: number }>[] = [
    {
      id: 'when',
      header: t('detail.when'),
      rowHeader: true,
      cell: (h) => <span className={forms.nowrap}>{formatInstant(h.at)}</span>,
    },
    {
      id: 'change',
      header: t('detail.change'),
      cell: (h) =>
        h.kind === 'rescheduled'
          ? t('detail.historyRescheduled', { from: slotText(h.fromSlot), to: slotText(h.toSlot) })
          : h.from
            ? `${orderStateLabel(h.from)} → ${orderStateLabel(h.status)}`
            : orderStateLabel(h.status),
    },
    {
      id: 'by',
      header: t('detail.by'),
      cell: (h) => <span className={forms.nowrap}>{h.actor}</span>,
    },
    { id: 'reason', header: t('detail.reasonColumn'), cell: (h) => h.reason || h.note },
  ];
  return (
    <DataTable
      caption={t('detail.historyCaption')}
      columns={columns}
      rows={entries.map((h, n) => ({ ...h, n }))}
      rowKey={(h) => h.n}
      empty={t('detail.none')}
    />
  );
}
