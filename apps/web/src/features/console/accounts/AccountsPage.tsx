/**
 * /staff/accounts (admin only): staff accounts; add one with a role and an initial password,
 * disable or enable it (a disabled account cannot sign in and its session ends at once), set a
 * new password. Every change is in the audit log.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ADMIN_CALLS } from '@bizline/domain/wire/console/admin-calls';
import type { ConsoleStaffAccount } from '@bizline/domain/wire/console/admin-schemas';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { problemText, useConsoleMutation, useConsoleQuery } from '../ui/console-query';
import { DataTable, type Column } from '../ui/DataTable';
import { Email } from '../ui/Email';
import { When } from '../ui/When';
import { Notice } from '../ui/Notice';
import { useStaff } from '../ui/staff-context';
import { StatusBadge } from '../ui/StatusBadge';
import styles from '../ui/ui.module.css';
import { CreateAccountForm } from './CreateAccountForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export function AccountsPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('accounts.title'));
  const me = useStaff();
  const list = useConsoleQuery(CONSOLE_ADMIN_CALLS.accounts, undefined);
  const [resetFor, setResetFor] = useState<ConsoleStaffAccount | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const toggle = useConsoleMutation(CONSOLE_ADMIN_CALLS.setDisabled, {
    invalidates: [CONSOLE_ADMIN_CALLS.accounts],
  });
  const nameOf = (a: ConsoleStaffAccount) => `${a.firstName} ${a.lastName}`;

  const columns: Column<ConsoleStaffAccount>[] = [
    { id: 'name', header: t('accounts.name'), rowHeader: true, cell: nameOf },
    { id: 'email', header: t('accounts.email'), cell: (a) => <Email address={a.email} /> },
    { id: 'role', header: t('accounts.role'), cell: (a) => t(`accounts.roles.${a.role}`) },
    {
      id: 'status',
      header: t('accounts.status'),
      cell: (a) =>
        a.disabled ? (
          <StatusBadge label={t('accounts.disabled')} tone="danger" />
        ) : (
          <StatusBadge label={t('accounts.active')} tone="success" />
        ),
    },
    { id: 'created', header: t('accounts.created'), cell: (a) => <When iso={a.createdAt} /> },
    {
      id: 'act',
      header: t('accounts.actions'),
      cell: (a) => (
        <div className={styles.buttons}>
          {a.email !== me.email && (
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={toggle.isPending || undefined}
              onClick={() => {
                if (toggle.isPending) return;
                setNotice(null);
                toggle.mutate(
                  { id: a.id, disabled: !a.disabled },
                  {
                    onSuccess: (res) =>
                      setNotice({
                        kind: 'success',
                        text: t(
                          res.account.disabled ? 'accounts.wasDisabled' : 'accounts.wasEnabled',
                          {
                            name: nameOf(a),
                          },
                        ),
                      }),
                    onError: (e) => setNotice({ kind: 'error', text: problemText(e, t) }),
                  },
                );
              }}
            >
              {t(a.disabled ? 'accounts.enable' : 'accounts.disable', { name: nameOf(a) })}
            </button>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setNotice(null);
              setResetFor(a);
            }}
          >
            {t('accounts.reset', { name: nameOf(a) })}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <h1>{t('accounts.title')}</h1>
      <p>{t('accounts.intro')}</p>
      <Notice kind={notice?.kind ?? 'success'} text={notice?.text ?? null} />
      {resetFor && (
        <ResetPasswordForm
          key={resetFor.id}
          account={resetFor}
          onCancel={() => setResetFor(null)}
          onDone={() => {
            setNotice({
              kind: 'success',
              text: t('accounts.passwordSet', { name: nameOf(resetFor) }),
            });
            setResetFor(null);
          }}
        />
      )}
      {list.isPending && <p role="status">{t('ui.loading')}</p>}
      {list.isError && <p role="alert">{problemText(list.error, t)}</p>}
      {list.isSuccess && (
        <DataTable
          caption={t('accounts.caption')}
          columns={columns}
          rows={list.data.accounts}
          rowKey={(a) => a.id}
          empty={t('accounts.empty')}
        />
      )}
      <CreateAccountForm
        onCreated={(email) =>
          setNotice({ kind: 'success', text: t('accounts.wasCreated', { email }) })
        }
      />
    </div>
  );
}
