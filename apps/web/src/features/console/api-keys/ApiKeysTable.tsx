/** The API keys with their scopes, expiry and status; Revoke asks to confirm in the row first. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import type { ApiKey } from '@bizline/domain/wire/console/integrations-schemas';
import { ActionTable, RowButton } from '../ui/ActionTable';
import type { Column } from '../ui/DataTable';
import { StatusBadge } from '../ui/StatusBadge';
import { useConsoleMutation } from '../ui/console-query';
import { When } from '../ui/When';
import forms from '../ui/forms.module.css';
// The webhooks' events box and list are worded and spaced as the scopes want them.
import styles from '../webhooks/Webhooks.module.css';

export function ApiKeysTable({ keys }: { keys: readonly ApiKey[] }) {
  const { t } = useTranslation(['console-integrations', 'console']);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const revoke = useConsoleMutation(CALLS.revokeApiKey, {
    invalidates: [CALLS.apiKeys],
    onSuccess: (res) => {
      setConfirming(null);
      setMessage(t('apiKeys.list.revokedNow', { name: res.key.name }));
    },
  });

  const columns: Column<ApiKey>[] = [
    { id: 'name', header: t('apiKeys.list.name'), rowHeader: true, cell: (k) => k.name },
    {
      id: 'key',
      header: t('apiKeys.list.key'),
      cell: (k) => <code className={forms.code}>{k.prefix}</code>,
    },
    {
      id: 'scopes',
      header: t('apiKeys.list.scopes'),
      cell: (k) => (
        <ul className={styles.list}>
          {k.scopes.map((s) => (
            <li key={s}>
              <code>{s}</code>
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'createdBy', header: t('apiKeys.list.createdBy'), cell: (k) => k.createdBy },
    { id: 'created', header: t('apiKeys.list.created'), cell: (k) => <When iso={k.createdAt} /> },
    {
      id: 'lastUsed',
      header: t('apiKeys.list.lastUsed'),
      cell: (k) => (k.lastUsedAt ? <When iso={k.lastUsedAt} /> : t('apiKeys.list.never')),
    },
    {
      id: 'expires',
      header: t('apiKeys.list.expires'),
      cell: (k) => (k.expiresAt ? <When iso={k.expiresAt} /> : t('apiKeys.list.noExpiry')),
    },
    {
      id: 'status',
      header: t('apiKeys.list.status'),
      cell: (k) =>
        k.revokedAt ? (
          <StatusBadge label={t('apiKeys.list.revoked')} tone="neutral" />
        ) : k.expiresAt && Date.parse(k.expiresAt) <= Date.now() ? (
          <StatusBadge label={t('apiKeys.list.expired')} tone="neutral" />
        ) : (
          <StatusBadge label={t('apiKeys.list.active')} tone="success" />
        ),
    },
    {
      id: 'actions',
      header: t('apiKeys.list.actions'),
      cell: (k) =>
        k.revokedAt ? null : confirming === k.id ? (
          <div role="group" aria-label={t('apiKeys.list.revokeOf', { name: k.name })}>
            <p className={forms.small}>{t('apiKeys.list.confirm', { name: k.name })}</p>
            <div className={forms.toolbar}>
              <button
                type="button"
                className="btn btn-primary"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate({ id: k.id })}
              >
                {t('apiKeys.list.confirmRevoke')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setConfirming(null)}
              >
                {t('apiKeys.list.keep')}
              </button>
            </div>
          </div>
        ) : (
          <RowButton
            label={t('apiKeys.list.revoke')}
            name={t('apiKeys.list.revokeOf', { name: k.name })}
            onClick={() => setConfirming(k.id)}
          />
        ),
    },
  ];
  return (
    <ActionTable
      message={message}
      error={revoke.error}
      caption={t('apiKeys.list.caption')}
      columns={columns}
      rows={keys}
      rowKey={(k) => k.id}
      empty={t('apiKeys.list.empty')}
    />
  );
}
