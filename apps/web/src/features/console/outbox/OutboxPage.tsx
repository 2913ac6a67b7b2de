/**
 * /staff/outbox: the e-mails and texts the providers accepted, newest first, with the delivery
 * attempts of the job that sent each (outcome, error, when).
 */
import { useTranslation } from 'react-i18next';
import { CONSOLE_WORK_CALLS } from '@bizline/domain/wire/console/work-calls';
import type { ConsoleOutboxMessage } from '@bizline/domain/wire/console/work-schemas';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useConsoleQuery } from '../ui/console-query';
import type { Column } from '../ui/DataTable';
import { Email } from '../ui/Email';
import { FilterBar } from '../ui/FilterBar';
import { formatWhen } from '../ui/format';
import { When } from '../ui/When';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';
import { useUrlFilters } from '../ui/url-filters';
import styles from '../ui/ui.module.css';
import { PagedTable } from '../ui/PagedTable';

const TONE: Record<string, BadgeTone> = {
  done: 'success',
  queued: 'info',
  running: 'info',
  failed: 'danger',
};

export function OutboxPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('outbox.title'));
  const [values, setValues] = useUrlFilters(['channel', 'page']);
  const page = Number(values.page) || 1;
  const channel = (values.channel || undefined) as 'email' | 'sms' | undefined;
  const list = useConsoleQuery(CONSOLE_WORK_CALLS.outbox, {
    ...(channel ? { channel } : {}),
    page,
  });
  const rows = list.data?.messages ?? [];

  const columns: Column<ConsoleOutboxMessage>[] = [
    {
      id: 'subject',
      header: t('outbox.subject'),
      rowHeader: true,
      cell: (m) => m.subject || t('outbox.noSubject'),
    },
    { id: 'to', header: t('outbox.to'), cell: (m) => <Email address={m.recipient} /> },
    { id: 'channel', header: t('outbox.channel'), cell: (m) => t(`outbox.channels.${m.channel}`) },
    { id: 'topic', header: t('outbox.topic'), breakAnywhere: true, cell: (m) => m.topic },
    { id: 'at', header: t('outbox.stored'), cell: (m) => <When iso={m.createdAt} /> },
    {
      id: 'delivery',
      header: t('outbox.delivery'),
      cell: (m) =>
        m.jobStatus === null ? (
          <span className={styles.small}>{t('outbox.noJob')}</span>
        ) : (
          <>
            <StatusBadge
              label={t(`outbox.jobStatuses.${m.jobStatus}`, { defaultValue: m.jobStatus })}
              tone={TONE[m.jobStatus]}
            />
            <ol className={styles.notes} aria-label={t('outbox.attemptsOf', { to: m.recipient })}>
              {m.attempts.map((a) => (
                <li key={a.attempt}>
                  {t('outbox.attempt', {
                    n: a.attempt,
                    outcome: t(`outbox.outcomes.${a.outcome}`, { defaultValue: a.outcome }),
                    when: formatWhen(a.startedAt),
                  })}
                  {a.error && <> — {a.error}</>}
                </li>
              ))}
            </ol>
          </>
        ),
    },
  ];

  return (
    <div>
      <h1>{t('outbox.title')}</h1>
      <p>{t('outbox.intro')}</p>
      <FilterBar
        label={t('outbox.filterLabel')}
        values={{ channel: values.channel ?? '' }}
        onApply={(v) => setValues(v)}
        fields={[
          {
            name: 'channel',
            label: t('outbox.channel'),
            type: 'select',
            options: [
              { value: '', label: t('ui.filters.all') },
              { value: 'email', label: t('outbox.channels.email') },
              { value: 'sms', label: t('outbox.channels.sms') },
            ],
          },
        ]}
      />
      <PagedTable
        list={list}
        page={page}
        onPage={(n) => setValues({ ...values, page: String(n) })}
        caption={t('outbox.caption')}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        empty={t('outbox.empty')}
      />
    </div>
  );
}
