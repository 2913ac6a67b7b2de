/**
 * /staff/callbacks: the call-back queue. Requests customers made (pending-order 'Talk to Us',
 * "I can't find my address") by status, newest first; staff move one a step
 * (requested -> contacted -> closed) with a note, and the notes show with the request.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_MOVES,
  CALLBACK_STATUSES,
  type CallbackStatus,
} from '@bizline/domain/console/callbacks';
import { CONSOLE_WORK_CALLS } from '@bizline/domain/wire/console/work-calls';
import type { ConsoleCallback } from '@bizline/domain/wire/console/work-schemas';
import { useConsoleMutation, problemText } from '../ui/console-query';
import { ActionForm } from '../ui/ActionForm';
import type { Column } from '../ui/DataTable';
import { selectField } from '../ui/FilterBar';
import { ListPage, useListPage } from '../ui/ListPage';
import { formatPhone, formatWhen } from '../ui/format';
import { When } from '../ui/When';
import { Notice } from '../ui/Notice';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';
import styles from '../ui/ui.module.css';

const TONE: Record<string, BadgeTone> = {
  requested: 'warning',
  contacted: 'info',
  closed: 'success',
};

interface Move {
  reference: string;
  to: CallbackStatus;
}

export function CallbacksPage() {
  const { t } = useTranslation('console');
  const read = useListPage(
    'callbacks',
    CONSOLE_WORK_CALLS.callbacks,
    ['status'],
    (a) => a.callbacks,
  );
  const [move, setMove] = useState<Move | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: Column<ConsoleCallback>[] = [
    { id: 'ref', header: t('callbacks.reference'), rowHeader: true, cell: (c) => c.reference },
    { id: 'at', header: t('callbacks.requested'), cell: (c) => <When iso={c.createdAt} /> },
    {
      id: 'who',
      header: t('callbacks.customer'),
      cell: (c) => (
        <>
          {c.name || t('callbacks.noName')}
          <br />
          <a href={`tel:${c.phone}`}>{formatPhone(c.phone)}</a>
          {c.preferredTime && (
            <span className={styles.small}>
              <br />
              {t('callbacks.preferred', { time: c.preferredTime })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'why',
      header: t('callbacks.reason'),
      cell: (c) => (
        <>
          {t(`callbacks.reasons.${c.reason}`, { defaultValue: c.reason })}
          {c.addressText && (
            <span className={styles.small}>
              <br />
              {c.addressText}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('callbacks.status'),
      cell: (c) => (
        <>
          <StatusBadge label={t(`callbacks.statuses.${c.status}`)} tone={TONE[c.status]} />
          {c.notes.length > 0 && (
            <ul className={styles.notes} aria-label={t('callbacks.notesOf', { ref: c.reference })}>
              {c.notes.map((n) => (
                <li key={`${n.at}-${n.to}`}>
                  {t('callbacks.noteLine', {
                    to: t(`callbacks.statuses.${n.to}`),
                    who: n.staffName,
                    when: formatWhen(n.at),
                    note: n.note,
                  })}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    {
      id: 'act',
      header: t('callbacks.action'),
      cell: (c) => {
        const next = CALLBACK_MOVES[c.status as CallbackStatus] ?? [];
        return next.map((to) => (
          <button
            key={to}
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setDone(null);
              setMove({ reference: c.reference, to });
            }}
          >
            {t(`callbacks.moveTo.${to}`, { ref: c.reference })}
          </button>
        ));
      },
    },
  ];

  return (
    <ListPage
      read={read}
      fields={[
        selectField('status', t('callbacks.status'), CALLBACK_STATUSES, (s) =>
          t(`callbacks.statuses.${s}`),
        ),
      ]}
      columns={columns}
      rowKey={(c) => c.reference}
    >
      <Notice kind="success" text={done} />
      {move && (
        <MoveForm
          key={`${move.reference}-${move.to}`}
          move={move}
          onCancel={() => setMove(null)}
          onDone={(text) => {
            setMove(null);
            setDone(text);
          }}
        />
      )}
    </ListPage>
  );
}

function MoveForm({
  move,
  onCancel,
  onDone,
}: {
  move: Move;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('console');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useConsoleMutation(CONSOLE_WORK_CALLS.moveCallback, {
    invalidates: [CONSOLE_WORK_CALLS.callbacks],
  });
  const submit = () => {
    if (!note.trim()) return setError(t('callbacks.noteRequired'));
    mutation.mutate(
      { reference: move.reference, to: move.to, note },
      {
        onSuccess: () =>
          onDone(
            t('callbacks.moved', { ref: move.reference, to: t(`callbacks.statuses.${move.to}`) }),
          ),
        onError: (e) => setError(problemText(e, t)),
      },
    );
  };
  return (
    // It takes focus when it opens (the parent keys it by request and move).
    <ActionForm
      heading={t(`callbacks.moveTo.${move.to}`, { ref: move.reference })}
      focusOnOpen
      submit={t('callbacks.save')}
      pending={mutation.isPending}
      onSubmit={submit}
      cancel={{ label: t('callbacks.cancel'), onCancel }}
    >
      <div className={styles.stack}>
        <label htmlFor="callback-note">{t('callbacks.note')}</label>
        {error && (
          <p id="callback-note-error" className="inline-error" role="alert">
            {error}
          </p>
        )}
        <textarea
          id="callback-note"
          value={note}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'callback-note-error' : undefined}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </ActionForm>
  );
}
