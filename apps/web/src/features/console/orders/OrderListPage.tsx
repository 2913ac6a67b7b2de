/**
 * The order list: filters and search kept in the URL (reload, bookmark, back), keyset paging with
 * the cursors of the pages before kept for Previous. Each order number opens its detail.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_CHANNELS, ORDER_STATES, orderStateLabel } from '@bizline/domain/orders/order-states';
import { CONSOLE_ORDER_CALLS } from '@bizline/domain/wire/console/orders-calls';
import type { OrderListItem } from '@bizline/domain/wire/console/orders-schemas';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import type { Column } from '../ui/DataTable';
import { KeysetTable } from '../ui/PagedTable';
import { Email } from '../ui/Email';
import { FilterBar, selectField, type FilterField } from '../ui/FilterBar';
import { useKeysetPages } from '../ui/Pager';
import { Loaded } from '../ui/Problem';
import { StatusBadge } from '../ui/StatusBadge';
import { useConsoleQuery } from '../ui/console-query';
import { nonEmpty, useUrlFilters } from '../ui/url-filters';
import { When } from '../ui/When';
import { STATE_TONES, channelLabel } from './order-words';

const FILTER_KEYS = ['status', 'from', 'to', 'zip', 'channel', 'q'] as const;

export function OrderListPage() {
  const { t } = useTranslation(['console-orders', 'console']);
  usePageTitle(t('list.title'));
  const [filters, applyFilters] = useUrlFilters(FILTER_KEYS);
  // The cursors of the pages shown before this one, per filter set.
  const pages = useKeysetPages<string>(JSON.stringify(filters));
  const cursor = pages.cursor;
  const query = useConsoleQuery(CONSOLE_ORDER_CALLS.list, {
    ...nonEmpty(filters),
    ...(cursor ? { cursor } : {}),
  });

  const fields: FilterField[] = [
    { name: 'q', label: t('list.search'), type: 'search', maxLength: 100 },
    selectField('status', t('list.status'), ORDER_STATES, orderStateLabel),
    selectField('channel', t('list.channel'), ORDER_CHANNELS, (c) => channelLabel(t, c)),
    { name: 'zip', label: t('list.zip'), type: 'text', inputMode: 'numeric', maxLength: 5 },
    { name: 'from', label: t('list.from'), type: 'date' },
    { name: 'to', label: t('list.to'), type: 'date' },
  ];

  const columns: Column<OrderListItem>[] = [
    {
      id: 'orderNo',
      header: t('list.columns.orderNo'),
      rowHeader: true,
      cell: (o) => <Link to={`/staff/orders/${o.orderNo}`}>{o.orderNo}</Link>,
    },
    { id: 'placed', header: t('list.columns.placed'), cell: (o) => <When iso={o.createdAt} /> },
    { id: 'business', header: t('list.columns.business'), cell: (o) => o.businessName },
    { id: 'email', header: t('list.columns.email'), cell: (o) => <Email address={o.email} /> },
    { id: 'zip', header: t('list.columns.zip'), cell: (o) => o.serviceZip.slice(0, 5) },
    { id: 'channel', header: t('list.columns.channel'), cell: (o) => channelLabel(t, o.channel) },
    {
      id: 'status',
      header: t('list.columns.status'),
      cell: (o) => <StatusBadge label={orderStateLabel(o.status)} tone={STATE_TONES[o.status]} />,
    },
  ];

  return (
    <>
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
      <FilterBar
        label={t('list.filterLabel')}
        fields={fields}
        values={filters}
        onApply={(v) => {
          pages.restart(JSON.stringify(v));
          applyFilters(v);
        }}
      />
      <Loaded query={query}>
        {(data) => (
          <KeysetTable
            caption={t('list.caption')}
            columns={columns}
            rows={data.orders}
            rowKey={(o) => o.orderNo}
            empty={t('list.empty')}
            pages={pages}
            next={data.nextCursor}
            status={t('list.page', { page: pages.page })}
          />
        )}
      </Loaded>
    </>
  );
}
