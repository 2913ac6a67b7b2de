/**
 * The deliveries, newest first, refreshed every few seconds, filtered by event type and outcome:
 * event, endpoint, status, every attempt (status code, duration, short reason) and a Replay
 * button (a new delivery of the same event).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import type { WebhookEventType } from '@bizline/domain/integrations/webhook-events';
import {
  WEBHOOK_TEST_EVENT,
  type DeliveryListQuery,
  type WebhookDelivery,
} from '@bizline/domain/wire/console/integrations-schemas';
import { FilterBar, selectField, type FilterValues } from '../ui/FilterBar';
import { RowButton } from '../ui/ActionTable';
import type { Column } from '../ui/DataTable';
import { KeysetTable } from '../ui/PagedTable';
import { useKeysetPages } from '../ui/Pager';
import { Loaded, Problem } from '../ui/Problem';
import { When } from '../ui/When';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';
import { useConsoleMutation, useConsoleQuery } from '../ui/console-query';
import forms from '../ui/forms.module.css';
import styles from './Webhooks.module.css';
import { REFRESH_MS, when } from './when';

const TONES: Readonly<Record<WebhookDelivery['status'], BadgeTone>> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

const OUTCOMES = ['pending', 'delivered', 'failed'] as const;

export function DeliveriesTable({ events }: { events: readonly WebhookEventType[] }) {
  const { t } = useTranslation(['console-integrations', 'console']);
  const [filters, setFilters] = useState<FilterValues>({ eventType: '', status: '' });
  const pages = useKeysetPages<number>(JSON.stringify(filters));
  const before = pages.cursor;
  const input: DeliveryListQuery = {
    ...(before ? { before } : {}),
    ...(filters.eventType ? { eventType: filters.eventType } : {}),
    ...(filters.status ? { status: filters.status as (typeof OUTCOMES)[number] } : {}),
  };
  const query = useConsoleQuery(CALLS.deliveries, input, { refetchInterval: REFRESH_MS });
  const filterFields = [
    selectField(
      'eventType',
      t('webhooks.deliveries.eventType'),
      [...events, WEBHOOK_TEST_EVENT],
      (e) => (e === WEBHOOK_TEST_EVENT ? t('webhooks.deliveries.testEvent') : e),
    ),
    selectField('status', t('webhooks.deliveries.outcome'), OUTCOMES, (o) =>
      t(`webhooks.deliveries.${o}`),
    ),
  ];
  const [message, setMessage] = useState('');
  const replay = useConsoleMutation(CALLS.replay, {
    invalidates: [CALLS.deliveries],
    onSuccess: (_res, input) => setMessage(t('webhooks.deliveries.replayed', { id: input.id })),
  });

  const columns: Column<WebhookDelivery>[] = [
    {
      id: 'event',
      header: t('webhooks.deliveries.event'),
      rowHeader: true,
      cell: (d) => (
        <>
          <code>{d.eventType}</code>
          <div className={forms.hint}>{d.eventId}</div>
          {d.replayOf !== null && (
            <div className={forms.hint}>
              {t('webhooks.deliveries.replayOf', { id: d.replayOf })}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'endpoint',
      header: t('webhooks.deliveries.endpoint'),
      cell: (d) => <span className={forms.wide}>{d.url}</span>,
    },
    {
      id: 'status',
      header: t('webhooks.deliveries.status'),
      cell: (d) => (
        <StatusBadge label={t(`webhooks.deliveries.${d.status}`)} tone={TONES[d.status]} />
      ),
    },
    {
      id: 'attempts',
      header: t('webhooks.deliveries.attempts'),
      cell: (d) =>
        d.attempts.length === 0 ? (
          t('webhooks.deliveries.noAttempts')
        ) : (
          <details>
            <summary>{t('webhooks.deliveries.attemptCount', { count: d.attempts.length })}</summary>
            <ol className={styles.attempts}>
              {d.attempts.map((a) => (
                <li key={a.attempt} className={forms.small}>
                  {t('webhooks.deliveries.attempt', {
                    attempt: a.attempt,
                    result: a.error ?? String(a.statusCode ?? t('webhooks.deliveries.noAnswer')),
                    duration: a.durationMs,
                    at: when(a.startedAt),
                  })}
                </li>
              ))}
            </ol>
          </details>
        ),
    },
    {
      id: 'created',
      header: t('webhooks.deliveries.created'),
      cell: (d) => <When iso={d.createdAt} />,
    },
    {
      id: 'actions',
      header: t('webhooks.deliveries.actions'),
      cell: (d) => (
        <RowButton
          label={t('webhooks.deliveries.replay')}
          name={t('webhooks.deliveries.replayOfEvent', { event: d.eventType, url: d.url })}
          disabled={replay.isPending}
          onClick={() => replay.mutate({ id: d.id })}
        />
      ),
    },
  ];

  return (
    <>
      <FilterBar
        label={t('webhooks.deliveries.filters')}
        fields={filterFields}
        values={filters}
        onApply={setFilters}
      />
      <div className={forms.toolbar}>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('webhooks.deliveries.refresh')}
        </button>
        <p role="status" className={forms.message}>
          {message}
        </p>
      </div>
      <Problem error={replay.error} className={forms.error} />
      <Loaded query={query}>
        {(data) => (
          <KeysetTable
            caption={t('webhooks.deliveries.caption')}
            columns={columns}
            rows={data.deliveries}
            rowKey={(d) => d.id}
            empty={t('webhooks.deliveries.empty')}
            pages={pages}
            next={data.nextBefore}
            status={t('webhooks.deliveries.page', { page: pages.page })}
          />
        )}
      </Loaded>
    </>
  );
}
