import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, errorAria, type FieldClasses } from './FieldError';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'className'
> {
  id: string;
  label: string;
  /** The empty first option ("Choose"). */
  choose: string;
  error: string | undefined;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
  /** The form's own look: the wrapper, its invalid state, the label and the error. */
  classes: FieldClasses;
}

/** A labelled select with an empty first option and its inline error (like TextField). */
export function SelectField({
  id,
  label,
  choose,
  error,
  options,
  onChange,
  classes,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} classes={classes}>
      <select
        id={id}
        {...select}
        {...errorAria(id, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
