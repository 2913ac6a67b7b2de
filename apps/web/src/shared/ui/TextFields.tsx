import { TextField, type TextFieldProps } from './TextField';

/** What a form binds to one field of its values: id, label, value, inline error, busy, change. */
type FieldBinding = Pick<
  TextFieldProps,
  'id' | 'label' | 'value' | 'error' | 'disabled' | 'onChange'
>;

/** One row of a field table: the field's name plus the input attributes only it has. */
export type FieldSpec<K extends string> = Omit<TextFieldProps, 'id' | 'label'> & { name: K };

interface TextFieldsProps<K extends string> {
  fields: readonly FieldSpec<K>[];
  /** The form's binding of a field (the spec's own attributes win, e.g. a formatting onChange). */
  bind: (name: K) => FieldBinding;
}

/**
 * A run of text fields declared as a table, so a form states each field once (its name and the
 * attributes that differ) and binds them all the same way.
 */
export function TextFields<K extends string>({ fields, bind }: TextFieldsProps<K>) {
  return (
    <>
      {fields.map(({ name, ...input }) => (
        <TextField key={name} {...bind(name)} {...input} />
      ))}
    </>
  );
}
