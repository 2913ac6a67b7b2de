/**
 * /staff/outbox: the e-mails and texts the providers accepted, newest first, with the delivery
 * attempts of the job that sent each (outcome, error, when).
 */
import { useTranslation } from 'react-i18next';
import { CONSOLE_WORK_CALLS } from '@bizline/domain/wire/console/work-calls';
import type { ConsoleOutboxMessage } from '@bizline/domain/wire/console/work-schemas';
import type { Column } from '../ui/DataTable';
import { Email } from '../ui/Email';
import { selectField } from '../ui/FilterBar';
import { ListPage, useListPage } from '../ui/ListPage';
import { formatWhen } from '../ui/format';
import { When } from '../ui/When';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';
import styles from '../ui/ui.module.css';

const TONE: Record<string, BadgeTone> = {
  done: 'success',
  queued: 'info',
  running: 'info',
  failed: 'danger',
};

const CHANNELS = ['email', 'sms'] as const;

export function OutboxPage() {
  const { t } = useTranslation('console');
  const read = useListPage('outbox', CONSOLE_WORK_CALLS.outbox, ['channel'], (a) => a.messages);

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
    <ListPage
      read={read}
      fields={[
        selectField('channel', t('outbox.channel'), CHANNELS, (c) => t(`outbox.channels.${c}`)),
      ]}
      columns={columns}
      rowKey={(m) => m.id}
    />
  );
}
