/** The endpoints: URL, events, the secret's first characters, status, disable or enable. */
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

export function EndpointsTable({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const { t } = useTranslation(['console-integrations', 'console']);
  const [message, setMessage] = useState('');
  const status = (active: boolean) =>
    active ? t('webhooks.endpoints.active') : t('webhooks.endpoints.disabled');
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
      cell: (e) => <code className={forms.code}>{e.secretHint}</code>,
    },
    {
      id: 'status',
      header: t('webhooks.endpoints.status'),
      cell: (e) => <StatusBadge label={status(e.active)} tone={e.active ? 'success' : 'neutral'} />,
    },
    {
      id: 'actions',
      header: t('webhooks.endpoints.actions'),
      cell: (e) => (
        <RowButton
          label={e.active ? t('webhooks.endpoints.disable') : t('webhooks.endpoints.enable')}
          name={t(e.active ? 'webhooks.endpoints.disableOf' : 'webhooks.endpoints.enableOf', {
            url: e.url,
          })}
          disabled={setActive.isPending}
          onClick={() => setActive.mutate({ id: e.id, active: !e.active })}
        />
      ),
    },
  ];
  return (
    <ActionTable
      message={message}
      error={setActive.error}
      caption={t('webhooks.endpoints.caption')}
      columns={columns}
      rows={endpoints}
      rowKey={(e) => e.id}
      empty={t('webhooks.endpoints.empty')}
    />
  );
}
