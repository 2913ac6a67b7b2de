/**
 * /staff/funnel (every signed-in role): per day, address checks, the checks that qualified by
 * outcome, customise, checkout started and orders, for one channel or all; a chart, the totals
 * with the share of checks, the days as a table, and a CSV download of the same days.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_CHANNELS, FUNNEL_OUTCOMES } from '@bizline/domain/funnel';
import {
  FUNNEL_CALLS,
  type FunnelDay,
  type FunnelQuery,
} from '@bizline/domain/wire/console/funnel';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { callUrl, useConsoleQuery } from '../ui/console-query';
import { Loaded } from '../ui/Problem';
import { DataTable, type Column } from '../ui/DataTable';
import { FilterBar, selectField } from '../ui/FilterBar';
import { Day } from '../ui/When';
import { nonEmpty, useUrlFilters } from '../ui/url-filters';
import uiStyles from '../ui/ui.module.css';
import { FunnelChart, type ChartSeries } from './FunnelChart';
import styles from './Funnel.module.css';

/** The range shown first: the last 30 days, today included (UTC days, as the server counts). */
const DEFAULT_DAYS = 30;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const COLORS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#b91c1c'];

const qualifiedOf = (d: Omit<FunnelDay, 'day'>) =>
  FUNNEL_OUTCOMES.reduce((sum, o) => sum + d.qualified[o], 0);
const n = (v: number) => v.toLocaleString('en-US');

export function FunnelPage() {
  const { t } = useTranslation('console-data');
  usePageTitle(t('funnel.title'));
  const [values, setValues] = useUrlFilters(['from', 'to', 'channel']);
  // The day the page opened: the default range stays put while it is shown.
  const [today] = useState(() => Date.now());
  const query: FunnelQuery = {
    from: values.from || dayOf(today - (DEFAULT_DAYS - 1) * 86_400_000),
    to: values.to || dayOf(today),
    ...(values.channel ? { channel: values.channel as FunnelQuery['channel'] } : {}),
  };
  const answer = useConsoleQuery(FUNNEL_CALLS.days, query);
  const data = answer.data;

  const series = useMemo<ChartSeries[]>(() => {
    if (!data) return [];
    const pick = [
      [t('funnel.steps.checks'), (d: FunnelDay) => d.checks],
      [t('funnel.steps.qualified'), qualifiedOf],
      [t('funnel.steps.customise'), (d: FunnelDay) => d.customise],
      [t('funnel.steps.checkout'), (d: FunnelDay) => d.checkout],
      [t('funnel.steps.orders'), (d: FunnelDay) => d.orders],
    ] as const;
    return pick.map(([label, of], i) => ({
      label,
      color: COLORS[i]!,
      values: data.days.map(of),
    }));
  }, [data, t]);
  const days = useMemo(() => data?.days.map((d) => d.day) ?? [], [data]);

  const totals = data?.totals;
  const share = (v: number) =>
    totals && totals.checks ? `${((v / totals.checks) * 100).toFixed(1)} %` : '';
  const totalRows = totals
    ? [
        { id: 'checks', step: t('funnel.steps.checks'), count: totals.checks },
        { id: 'qualified', step: t('funnel.steps.qualified'), count: qualifiedOf(totals) },
        ...FUNNEL_OUTCOMES.map((o) => ({
          id: o,
          step: `${t('funnel.steps.qualified')}: ${t(`funnel.outcomes.${o}`)}`,
          count: totals.qualified[o],
        })),
        { id: 'customise', step: t('funnel.steps.customise'), count: totals.customise },
        { id: 'checkout', step: t('funnel.steps.checkout'), count: totals.checkout },
        { id: 'orders', step: t('funnel.steps.orders'), count: totals.orders },
      ]
    : [];
  type TotalRow = (typeof totalRows)[number];
  const totalColumns: Column<TotalRow>[] = [
    { id: 'step', header: t('funnel.step'), rowHeader: true, cell: (r) => r.step },
    { id: 'count', header: t('funnel.count'), numeric: true, cell: (r) => n(r.count) },
    { id: 'share', header: t('funnel.ofChecks'), numeric: true, cell: (r) => share(r.count) },
  ];
  const dayColumns: Column<FunnelDay>[] = [
    { id: 'day', header: t('funnel.day'), rowHeader: true, cell: (d) => <Day day={d.day} /> },
    { id: 'checks', header: t('funnel.steps.checks'), numeric: true, cell: (d) => n(d.checks) },
    ...FUNNEL_OUTCOMES.map((o) => ({
      id: o,
      header: t(`funnel.outcomes.${o}`),
      numeric: true as const,
      cell: (d: FunnelDay) => n(d.qualified[o]),
    })),
    {
      id: 'customise',
      header: t('funnel.steps.customise'),
      numeric: true,
      cell: (d) => n(d.customise),
    },
    {
      id: 'checkout',
      header: t('funnel.steps.checkout'),
      numeric: true,
      cell: (d) => n(d.checkout),
    },
    { id: 'orders', header: t('funnel.steps.orders'), numeric: true, cell: (d) => n(d.orders) },
  ];

  return (
    <div>
      <h1>{t('funnel.title')}</h1>
      <p>{t('funnel.intro')}</p>
      <FilterBar
        label={t('funnel.filterLabel')}
        values={{ from: query.from, to: query.to, channel: values.channel ?? '' }}
        onApply={(v) => setValues(v)}
        fields={[
          { name: 'from', label: t('funnel.from'), type: 'date' },
          { name: 'to', label: t('funnel.to'), type: 'date' },
          {
            ...selectField('channel', t('funnel.channel'), FUNNEL_CHANNELS, (c) =>
              t(`funnel.channels.${c}`),
            ),
            all: t('funnel.channels.all'),
          },
        ]}
      />
      <div className={uiStyles.toolbar}>
        <a
          className="btn btn-secondary"
          href={callUrl(FUNNEL_CALLS.csv, nonEmpty({ ...query, channel: query.channel ?? '' }))}
          download
        >
          {t('funnel.csv')}
        </a>
      </div>
      <Loaded query={answer}>
        {(shown) => (
          <div className={styles.tables}>
            <FunnelChart caption={t('funnel.chartCaption')} days={days} series={series} />
            <DataTable
              caption={t('funnel.totalsCaption')}
              captionVisible
              columns={totalColumns}
              rows={totalRows}
              rowKey={(r) => r.id}
              empty=""
            />
            <DataTable
              caption={t('funnel.daysCaption')}
              captionVisible
              columns={dayColumns}
              rows={[...shown.days].reverse()}
              rowKey={(d) => d.day}
              empty=""
            />
          </div>
        )}
      </Loaded>
    </div>
  );
}
