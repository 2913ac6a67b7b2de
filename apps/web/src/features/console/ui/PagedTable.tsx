import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE } from '@bizline/domain/wire/console/admin';
import { problemText } from './console-query';
import { DataTable, type DataTableProps } from './DataTable';
import { rowsShown } from './format';
import { Pager } from './Pager';

interface PagedTableProps<T> extends DataTableProps<T> {
  /** The page's read: loading, its failure in words, or the rows with `hasMore`. */
  list: {
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    error: unknown;
    data?: { hasMore: boolean };
  };
  /** The page shown, from 1 (offset paging of CONSOLE_PAGE_SIZE rows). */
  page: number;
  onPage: (page: number) => void;
}

/** A console list read by pages: loading, its failure, then the table and the pager. */
export function PagedTable<T>({ list, page, onPage, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation('console');
  if (list.isPending) return <p role="status">{t('ui.loading')}</p>;
  if (list.isError) return <p role="alert">{problemText(list.error, t)}</p>;
  if (!list.isSuccess) return null;
  return (
    <>
      <DataTable {...table} />
      <Pager
        status={t('ui.pager.rows', rowsShown(page, CONSOLE_PAGE_SIZE, table.rows.length))}
        onPrevious={page > 1 ? () => onPage(page - 1) : undefined}
        onNext={list.data?.hasMore ? () => onPage(page + 1) : undefined}
      />
    </>
  );
}
