/**
 * /staff/imports (admin only): the active catalogue, footprint, telephone-number pool and install
 * calendar; a file upload with a progress bar and the problems of a refused file by line; the
 * install-slot form; the import history.
 */
import { useTranslation } from 'react-i18next';
import {
  IMPORTS_CALLS,
  type ActiveImports,
  type ImportRun,
} from '@bizline/domain/wire/console/imports';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { problemText, useConsoleQuery } from '../ui/console-query';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDay, formatWhen } from '../ui/format';
import { When } from '../ui/When';
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge';
import { SlotsForm } from './SlotsForm';
import { UploadForm } from './UploadForm';
import styles from './Imports.module.css';

const TONES: Record<ImportRun['status'], BadgeTone> = {
  running: 'info',
  succeeded: 'success',
  refused: 'warning',
  failed: 'danger',
};

const n = (v: number) => v.toLocaleString('en-US');

function Active({ active }: { active: ActiveImports }) {
  const { t } = useTranslation('console-data');
  const none = t('imports.active.none');
  const { catalogue, footprint, numbers, slots } = active;
  return (
    <dl className={styles.active}>
      <dt>{t('imports.active.catalogue')}</dt>
      <dd>
        {catalogue
          ? t('imports.active.catalogueValue', {
              version: catalogue.version,
              when: formatWhen(catalogue.importedAt),
            })
          : none}
      </dd>
      <dt>{t('imports.active.footprint')}</dt>
      <dd>
        {footprint.rows
          ? t('imports.active.footprintValue', {
              rows: n(footprint.rows),
              when: formatWhen(footprint.importedAt),
            })
          : none}
      </dd>
      <dt>{t('imports.active.numbers')}</dt>
      <dd>
        {numbers.total
          ? t('imports.active.numbersValue', { total: n(numbers.total), free: n(numbers.free) })
          : none}
      </dd>
      <dt>{t('imports.active.slots')}</dt>
      <dd>
        {slots.count
          ? t('imports.active.slotsValue', {
              count: n(slots.count),
              areas: n(slots.areas),
              first: formatDay(slots.first),
              last: formatDay(slots.last),
            })
          : none}
      </dd>
    </dl>
  );
}

export function ImportsPage() {
  const { t } = useTranslation('console-data');
  usePageTitle(t('imports.title'));
  const list = useConsoleQuery(IMPORTS_CALLS.list, undefined);

  const columns: Column<ImportRun>[] = [
    {
      id: 'when',
      header: t('imports.history.when'),
      rowHeader: true,
      cell: (r) => <When iso={r.startedAt} />,
    },
    { id: 'who', header: t('imports.history.who'), cell: (r) => r.staffEmail },
    { id: 'kind', header: t('imports.history.kind'), cell: (r) => t(`imports.kinds.${r.kind}`) },
    { id: 'file', header: t('imports.history.file'), cell: (r) => r.fileName ?? '' },
    {
      id: 'rows',
      header: t('imports.history.rows'),
      numeric: true,
      cell: (r) => (r.rows === null ? '' : n(r.rows)),
    },
    {
      id: 'outcome',
      header: t('imports.history.outcome'),
      cell: (r) => <StatusBadge label={t(`imports.status.${r.status}`)} tone={TONES[r.status]} />,
    },
    {
      id: 'details',
      header: t('imports.history.details'),
      cell: (r) =>
        r.status === 'refused'
          ? `${t('imports.outcome.refused', { count: r.problemCount })} ${r.problems[0] ?? ''}`
          : r.summary,
    },
  ];

  return (
    <div>
      <h1>{t('imports.title')}</h1>
      <p>{t('imports.intro')}</p>
      <h2>{t('imports.active.title')}</h2>
      {list.isPending && <p role="status">{t('console:ui.loading')}</p>}
      {list.isError && <p role="alert">{problemText(list.error, t)}</p>}
      {list.data && <Active active={list.data.active} />}
      <div className={styles.forms}>
        <UploadForm />
        <SlotsForm />
      </div>
      <h2>{t('imports.history.title')}</h2>
      {list.data && (
        <DataTable
          caption={t('imports.history.caption')}
          columns={columns}
          rows={list.data.history}
          rowKey={(r) => r.id}
          empty={t('imports.history.empty')}
        />
      )}
    </div>
  );
}
