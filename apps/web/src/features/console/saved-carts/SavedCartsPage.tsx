/**
 * /staff/saved-carts: saved carts with their status, reminders sent and links re-sent; staff
 * e-mail a cart's link again (a durable mail job on the server).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_WORK_CALLS } from '@bizline/domain/wire/console/work-calls';
import {
  SAVED_CART_STATUSES,
  type ConsoleSavedCart,
} from '@bizline/domain/wire/console/work-schemas';
import { problemText, useConsoleMutation } from '../ui/console-query';
import type { Column } from '../ui/DataTable';
import { Email } from '../ui/Email';
import { selectField } from '../ui/FilterBar';
import { ListPage, useListPage } from '../ui/ListPage';
import { When } from '../ui/When';
import { Notice } from '../ui/Notice';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';

const TONE: Record<string, BadgeTone> = {
  saved: 'info',
  retrieved: 'warning',
  ordered: 'success',
  expired: 'neutral',
};

export function SavedCartsPage() {
  const { t } = useTranslation('console');
  const read = useListPage('savedCarts', CONSOLE_WORK_CALLS.savedCarts, ['status'], (a) => a.carts);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const resend = useConsoleMutation(CONSOLE_WORK_CALLS.resendSavedCart, {
    invalidates: [CONSOLE_WORK_CALLS.savedCarts],
  });

  const columns: Column<ConsoleSavedCart>[] = [
    {
      id: 'email',
      header: t('savedCarts.email'),
      rowHeader: true,
      cell: (c) => <Email address={c.email} />,
    },
    {
      id: 'status',
      header: t('savedCarts.status'),
      cell: (c) => (
        <StatusBadge label={t(`savedCarts.statuses.${c.status}`)} tone={TONE[c.status]} />
      ),
    },
    {
      id: 'reminders',
      header: t('savedCarts.reminders'),
      numeric: true,
      cell: (c) => t('savedCarts.remindersOf', { sent: c.remindersSent, of: c.reminders }),
    },
    { id: 'resent', header: t('savedCarts.resent'), numeric: true, cell: (c) => c.resent },
    {
      id: 'by',
      header: t('savedCarts.savedBy'),
      cell: (c) =>
        c.agent ? t('savedCarts.byAgent', { agent: c.agent }) : t('savedCarts.byCustomer'),
    },
    { id: 'at', header: t('savedCarts.saved'), cell: (c) => <When iso={c.createdAt} /> },
    { id: 'exp', header: t('savedCarts.expires'), cell: (c) => <When iso={c.expiresAt} /> },
    {
      id: 'act',
      header: t('savedCarts.action'),
      cell: (c) =>
        c.status === 'saved' || c.status === 'retrieved' ? (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('savedCarts.resend', { email: c.email })}
            aria-disabled={resend.isPending || undefined}
            onClick={() => {
              if (resend.isPending) return;
              setNotice(null);
              resend.mutate(
                { cartId: c.cartId },
                {
                  onSuccess: (res) =>
                    setNotice({
                      kind: 'success',
                      text: t('savedCarts.sent', { email: res.email }),
                    }),
                  onError: (e) => setNotice({ kind: 'error', text: problemText(e, t) }),
                },
              );
            }}
          >
            {t('savedCarts.resendShort')}
          </button>
        ) : null,
    },
  ];

  return (
    <ListPage
      read={read}
      fields={[
        selectField('status', t('savedCarts.status'), SAVED_CART_STATUSES, (s) =>
          t(`savedCarts.statuses.${s}`),
        ),
      ]}
      columns={columns}
      rowKey={(c) => c.cartId}
    >
      <Notice kind={notice?.kind ?? 'success'} text={notice?.text ?? null} />
    </ListPage>
  );
}
