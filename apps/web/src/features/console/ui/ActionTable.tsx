import { DataTable, type DataTableProps } from './DataTable';
import { Problem } from './Problem';
import forms from './forms.module.css';

interface ActionTableProps<T> extends DataTableProps<T> {
  /** The outcome of the last row action, announced ('' for none). */
  message: string;
  /** The failure of the row action, if it failed. */
  error: unknown;
}

/** A table whose rows have actions (revoke, disable): the last outcome, a failure, the rows. */
export function ActionTable<T>({ message, error, ...table }: ActionTableProps<T>) {
  return (
    <>
      <p role="status" className={forms.message}>
        {message}
      </p>
      <Problem error={error} className={forms.error} />
      <DataTable {...table} />
    </>
  );
}
