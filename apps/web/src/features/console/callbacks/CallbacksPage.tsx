/**
 * /staff/callbacks: the call-back queue. Requests customers made (pending-order 'Talk to Us',
 * "I can't find my address") by status, newest first; staff move one a step
 * (requested -> contacted -> closed) with a note, and the notes show with the request.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_MOVES,
  CALLBACK_STATUSES,
  type CallbackStatus,
} from '@bizline/domain/console/callbacks';
import { CONSOLE_WORK_CALLS } from '@bizline/domain/wire/console/work-calls';
import type { ConsoleCallback } from '@bizline/domain/wire/console/work-schemas';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useConsoleMutation, useConsoleQuery, problemText } from '../ui/console-query';
import type { Column } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { formatPhone, formatWhen } from '../ui/format';
import { When } from '../ui/When';
import { Notice } from '../ui/Notice';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';
import { nonEmpty, useUrlFilters } from '../ui/url-filters';
import styles from '../ui/ui.module.css';
import { PagedTable } from '../ui/PagedTable';

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
  usePageTitle(t('callbacks.title'));
  const [filters, setFilters] = useUrlFilters(['status', 'page']);
  const page = Number(filters.page) || 1;
  const query = { ...nonEmpty({ status: filters.status ?? '' }), page } as {
    status?: CallbackStatus;
    page: number;
  };
  const list = useConsoleQuery(CONSOLE_WORK_CALLS.callbacks, query);
  const [move, setMove] = useState<Move | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const rows = list.data?.callbacks ?? [];
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
    <div>
      <h1>{t('callbacks.title')}</h1>
      <p>{t('callbacks.intro')}</p>
      <FilterBar
        label={t('callbacks.filterLabel')}
        values={{ status: filters.status ?? '' }}
        onApply={(v) => setFilters(v)}
        fields={[
          {
            name: 'status',
            label: t('callbacks.status'),
            type: 'select',
            options: [
              { value: '', label: t('ui.filters.all') },
              ...CALLBACK_STATUSES.map((s) => ({ value: s, label: t(`callbacks.statuses.${s}`) })),
            ],
          },
        ]}
      />
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
      <PagedTable
        list={list}
        page={page}
        onPage={(n) => setFilters({ ...filters, page: String(n) })}
        caption={t('callbacks.caption')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.reference}
        empty={t('callbacks.empty')}
      />
    </div>
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
  const heading = useRef<HTMLHeadingElement>(null);
  const mutation = useConsoleMutation(CONSOLE_WORK_CALLS.moveCallback, {
    invalidates: [CONSOLE_WORK_CALLS.callbacks],
  });
  // The form takes focus when it opens (the parent keys it by request and move).
  useEffect(() => heading.current?.focus(), []);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
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
    <form className={styles.actionForm} onSubmit={submit} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {t(`callbacks.moveTo.${move.to}`, { ref: move.reference })}
      </h2>
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
      <div className={styles.buttons}>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={mutation.isPending || undefined}
        >
          {t('callbacks.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('callbacks.cancel')}
        </button>
      </div>
    </form>
  );
}
