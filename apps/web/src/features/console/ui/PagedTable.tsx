import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE } from '@bizline/domain/wire/console/admin';
import { problemText } from './console-query';
import { DataTable, type DataTableProps } from './DataTable';
import { rowsShown } from './format';
import { Pager, type useKeysetPages } from './Pager';

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

interface KeysetTableProps<T, C> extends DataTableProps<T> {
  /** The pages shown so far (useKeysetPages). */
  pages: ReturnType<typeof useKeysetPages<C>>;
  /** The cursor of the page after this one, as the answer names it. */
  next: C | null | undefined;
  /** What is shown, e.g. 'Page 2'. */
  status: string;
}

/** A console list read by cursor (keyset paging): the table, then Previous / Next. */
export function KeysetTable<T, C>({ pages, next, status, ...table }: KeysetTableProps<T, C>) {
  return (
    <>
      <DataTable {...table} />
      <Pager status={status} onPrevious={pages.onPrevious} onNext={pages.onNextOf(next)} />
    </>
  );
}
