/**
 * The endpoints: URL, events, the secret's first characters (and how long a rotated one still
 * signs), status (disabled after failing, failing since), disable or enable, send a test event.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import type { WebhookEndpoint } from '@bizline/domain/wire/console/integrations-schemas';
import { ActionTable, RowButton } from '../ui/ActionTable';
import type { Column } from '../ui/DataTable';
import { StatusBadge } from '../ui/StatusBadge';
import { useConsoleMutation } from '../ui/console-query';
import forms from '../ui/forms.module.css';
import styles from './Webhooks.module.css';
import { when } from './when';

export function EndpointsTable({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const { t } = useTranslation(['console-integrations', 'console']);
  const [message, setMessage] = useState('');
  const status = (active: boolean) =>
    active ? t('webhooks.endpoints.active') : t('webhooks.endpoints.disabled');
  const sendTest = useConsoleMutation(CALLS.sendTest, {
    invalidates: [CALLS.deliveries],
    onSuccess: (res) => setMessage(t('webhooks.endpoints.testQueued', { url: res.delivery.url })),
  });
  const setActive = useConsoleMutation(CALLS.setWebhookActive, {
    invalidates: [CALLS.webhooks],
    onSuccess: (res) =>
      setMessage(
        t('webhooks.endpoints.changed', {
          url: res.endpoint.url,
          status: status(res.endpoint.active),
        }),
      ),
  });

  const columns: Column<WebhookEndpoint>[] = [
    {
      id: 'url',
      header: t('webhooks.endpoints.url'),
      rowHeader: true,
      cell: (e) => (
        <>
          <span className={forms.wide}>{e.url}</span>
          {e.description && <div className={forms.hint}>{e.description}</div>}
        </>
      ),
    },
    {
      id: 'events',
      header: t('webhooks.endpoints.events'),
      cell: (e) => (
        <ul className={styles.list}>
          {e.events.map((ev) => (
            <li key={ev}>
              <code>{ev}</code>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'secret',
      header: t('webhooks.endpoints.secret'),
      cell: (e) => (
        <>
          <code className={forms.code}>{e.secretHint}</code>
          {e.previousSecretUntil && (
            <div className={forms.hint}>
              {t('webhooks.endpoints.previousUntil', { when: when(e.previousSecretUntil) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('webhooks.endpoints.status'),
      cell: (e) => (
        <>
          {e.disabledReason === 'failing' ? (
            <StatusBadge label={t('webhooks.endpoints.disabledFailing')} tone="danger" />
          ) : (
            <StatusBadge label={status(e.active)} tone={e.active ? 'success' : 'neutral'} />
          )}
          {e.active && e.failingSince && (
            <div className={forms.hint}>
              {t('webhooks.endpoints.failingSince', { when: when(e.failingSince) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('webhooks.endpoints.actions'),
      cell: (e) => (
        <div className={styles.actions}>
          <RowButton
            label={e.active ? t('webhooks.endpoints.disable') : t('webhooks.endpoints.enable')}
            name={t(e.active ? 'webhooks.endpoints.disableOf' : 'webhooks.endpoints.enableOf', {
              url: e.url,
            })}
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: e.id, active: !e.active })}
          />
          {e.active && (
            <RowButton
              label={t('webhooks.endpoints.sendTest')}
              name={t('webhooks.endpoints.sendTestOf', { url: e.url })}
              disabled={sendTest.isPending}
              onClick={() => sendTest.mutate({ id: e.id })}
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <ActionTable
      message={message}
      error={setActive.error ?? sendTest.error}
      caption={t('webhooks.endpoints.caption')}
      columns={columns}
      rows={endpoints}
      rowKey={(e) => e.id}
      empty={t('webhooks.endpoints.empty')}
    />
  );
}
