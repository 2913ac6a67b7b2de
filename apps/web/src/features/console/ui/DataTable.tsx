import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell names its row (a <th scope="row">): one column per table, usually the first. */
  rowHeader?: true;
  /** Numbers and dates line up on the right. */
  numeric?: true;
  /** A long token without spaces (a topic, an id) that may break anywhere to fit. */
  breakAnywhere?: true;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers (its <caption>) and its scroll region. */
  caption: string;
  /** Show the caption on screen (default: for screen readers only). */
  captionVisible?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

/**
 * The console's data table: a real <table> with a caption and column headers, in a region that
 * scrolls sideways on a narrow screen and can be scrolled by keyboard (it takes focus).
 */
export function DataTable<T>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
}: DataTableProps<T>) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    // A focusable region so keyboard users can scroll a wide table (WCAG 2.1.1).
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={captionVisible ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={c.numeric ? styles.numeric : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.id} scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.id}
                    className={
                      c.numeric ? styles.numeric : c.breakAnywhere ? styles.anywhere : undefined
                    }
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
