import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

export type FilterValues = Record<string, string>;

export interface FilterField {
  name: string;
  label: string;
  type: 'text' | 'search' | 'date' | 'select';
  /** Options of a select, after the empty one ('All', or `all`). */
  options?: readonly { value: string; label: string }[];
  /** The words of a select's empty option, when not 'All'. */
  all?: string;
  /** Hint for text fields (inputmode, e.g. 'numeric' for a ZIP). */
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
}

/** A select of `values`, each worded by `wordOf`, after the empty 'All'. */
export function selectField<V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  wordOf: (value: V) => string,
): FilterField {
  return {
    name,
    label,
    type: 'select',
    options: values.map((v) => ({ value: v, label: wordOf(v) })),
  };
}

interface FilterBarProps {
  /** Names the search landmark, e.g. 'Filter call-backs'. */
  label: string;
  fields: readonly FilterField[];
  /** The applied values (e.g. from the URL: useUrlFilters). */
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

/**
 * The console's filter form: labeled fields that are applied together with Apply (or Enter) and
 * cleared with Clear, so a screen does not reload on every keystroke.
 */
export function FilterBar({ label, fields, values, onApply }: FilterBarProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const [draft, setDraft] = useState<FilterValues>(values);
  // Applied values changed from outside (back button, a link): the form shows them.
  const applied = JSON.stringify(values);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(values);
  }

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form role="search" aria-label={label} className={styles.filters} onSubmit={submit}>
      {fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const value = draft[f.name] ?? '';
        const set = (v: string) => setDraft((d) => ({ ...d, [f.name]: v }));
        return (
          <div key={f.name} className={styles.filter}>
            <label htmlFor={fieldId}>{f.label}</label>
            {f.type === 'select' ? (
              <select id={fieldId} value={value} onChange={(e) => set(e.target.value)}>
                {[{ value: '', label: f.all ?? t('ui.filters.all') }, ...(f.options ?? [])].map(
                  (o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ),
                )}
              </select>
            ) : (
              <input
                id={fieldId}
                type={f.type}
                value={value}
                inputMode={f.inputMode}
                maxLength={f.maxLength}
                onChange={(e) => set(e.target.value)}
              />
            )}
          </div>
        );
      })}
      <div className={styles.filterActions}>
        <button type="submit" className="btn btn-primary">
          {t('ui.filters.apply')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={clear}>
          {t('ui.filters.clear')}
        </button>
      </div>
    </form>
  );
}
