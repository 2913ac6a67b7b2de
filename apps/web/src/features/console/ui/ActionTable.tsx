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

interface RowButtonProps {
  /** The button's word ('Replay', 'Revoke'). */
  label: string;
  /** Its name for screen readers, which says which row it acts on. */
  name: string;
  /** While the row action is under way. */
  disabled?: boolean;
  onClick: () => void;
}

/** A row's action button: its word kept whole in a narrow cell, its name saying which row. */
export function RowButton({ label, name, disabled, onClick }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-secondary ${forms.nowrap}`}
      disabled={disabled}
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
