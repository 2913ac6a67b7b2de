/**
 * A console list page read by offset pages: its title, the filter form, what the page adds
 * (a CSV link, a notice, a form) and the paged table. `useListPage` keeps the filters and the
 * page in the URL (applying filters goes back to the first page) and reads the call with them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '@bizline/domain/wire/call';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useConsoleQuery } from './console-query';
import type { Column } from './DataTable';
import { FilterBar, type FilterField } from './FilterBar';
import { PagedTable } from './PagedTable';
import { nonEmpty, useUrlFilters } from './url-filters';

/**
 * The list of the page worded under `copy`: `call` read with the filters named by `keys` (those
 * set) and the page; `rowsOf` picks the rows out of its answer.
 */
export function useListPage<Req, Res extends { hasMore: boolean }, T>(
  copy: string,
  call: ApiCall<Req, Res>,
  keys: readonly string[],
  rowsOf: (answer: Res) => readonly T[],
) {
  const [all, setAll] = useUrlFilters([...keys, 'page']);
  const values = Object.fromEntries(keys.map((k) => [k, all[k] ?? '']));
  const filters = nonEmpty(values);
  const page = Number(all.page) || 1;
  // The server checks what the URL says; the call's own types name the same fields.
  const list = useConsoleQuery(call, { ...filters, page } as Req);
  return {
    copy,
    rows: list.data ? rowsOf(list.data) : [],
    /** The filters as the form shows them ('' when not set). */
    values,
    /** The filters that are set, as a call's query (a CSV link). */
    filters,
    page,
    list,
    apply: setAll,
    onPage: (n: number) => setAll({ ...all, page: String(n) }),
  };
}

interface ListPageProps<T> {
  /** The list (useListPage): its copy `${copy}.title`, .intro, .filterLabel, .caption, .empty. */
  read: ReturnType<typeof useListPage<unknown, { hasMore: boolean }, T>>;
  fields: readonly FilterField[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Between the filters and the table. */
  children?: ReactNode;
}

export function ListPage<T>({ read, fields, children, ...table }: ListPageProps<T>) {
  const { t } = useTranslation('console');
  const { copy } = read;
  usePageTitle(t(`${copy}.title`));
  return (
    <div>
      <h1>{t(`${copy}.title`)}</h1>
      <p>{t(`${copy}.intro`)}</p>
      <FilterBar
        label={t(`${copy}.filterLabel`)}
        values={read.values}
        onApply={read.apply}
        fields={fields}
      />
      {children}
      <PagedTable
        list={read.list}
        page={read.page}
        onPage={read.onPage}
        caption={t(`${copy}.caption`)}
        empty={t(`${copy}.empty`)}
        rows={read.rows}
        {...table}
      />
    </div>
  );
}
