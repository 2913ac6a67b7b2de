/**
 * /staff/audit (admin only): the audit log, newest first: who did what to which subject, with
 * the subject before and after, filtered by action, subject, person and day.
 */
import { useTranslation } from 'react-i18next';
import { CONSOLE_ADMIN_CALLS } from '@bizline/domain/wire/console/admin-calls';
import { AUDIT_SUBJECT_TYPES, type AuditEntry } from '@bizline/domain/wire/console/admin-schemas';
import type { Column } from '../ui/DataTable';
import { selectField } from '../ui/FilterBar';
import { ListPage, useListPage } from '../ui/ListPage';
import { When } from '../ui/When';
import styles from '../ui/ui.module.css';

const FILTERS = ['action', 'subjectType', 'subjectId', 'staff', 'from', 'to'] as const;

/** A before/after snapshot (JSON) as 'key: value' lines. */
function Json({ text }: { text: string | null }) {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return <code className={styles.small}>{text}</code>;
  }
  if (typeof value !== 'object' || value === null) return <>{String(value)}</>;
  return (
    <ul className={styles.fields}>
      {Object.entries(value).map(([key, v]) => (
        <li key={key}>
          <span className={styles.small}>{key}:</span>{' '}
          {typeof v === 'string' ? v : JSON.stringify(v)}
        </li>
      ))}
    </ul>
  );
}

export function AuditPage() {
  const { t } = useTranslation('console');
  const read = useListPage('audit', CONSOLE_ADMIN_CALLS.audit, FILTERS, (a) => a.entries);

  const columns: Column<AuditEntry>[] = [
    { id: 'at', header: t('audit.when'), rowHeader: true, cell: (e) => <When iso={e.at} /> },
    { id: 'who', header: t('audit.who'), cell: (e) => e.staffEmail },
    { id: 'action', header: t('audit.action'), cell: (e) => e.action },
    {
      id: 'subject',
      header: t('audit.subject'),
      cell: (e) =>
        `${t(`audit.subjectTypes.${e.subjectType}`, { defaultValue: e.subjectType })} ${e.subjectId}`,
    },
    { id: 'before', header: t('audit.before'), cell: (e) => <Json text={e.before} /> },
    { id: 'after', header: t('audit.after'), cell: (e) => <Json text={e.after} /> },
  ];

  return (
    <ListPage
      read={read}
      fields={[
        { name: 'action', label: t('audit.action'), type: 'text', maxLength: 60 },
        selectField('subjectType', t('audit.subjectType'), AUDIT_SUBJECT_TYPES, (s) =>
          t(`audit.subjectTypes.${s}`),
        ),
        { name: 'subjectId', label: t('audit.subjectId'), type: 'text', maxLength: 100 },
        { name: 'staff', label: t('audit.who'), type: 'search', maxLength: 254 },
        { name: 'from', label: t('audit.from'), type: 'date' },
        { name: 'to', label: t('audit.to'), type: 'date' },
      ]}
      columns={columns}
      rowKey={(e) => e.id}
    />
  );
}
