import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AddressPage.module.css';

export type SummaryField = 'street' | 'unit' | 'phone' | 'email';

interface Props {
  problems: readonly (readonly [SummaryField, string | null])[];
}

/** The address form's error summary: 'There is a problem', a link to each field (GOV.UK). */
export const AddressErrorSummary = forwardRef<HTMLDivElement, Props>(function AddressErrorSummary(
  { problems },
  ref,
) {
  const { t } = useTranslation('address');
  const shown = problems.filter((p): p is readonly [SummaryField, string] => !!p[1]);
  if (shown.length === 0) return null;
  return (
    <div className={styles.summary} ref={ref} tabIndex={-1} role="alert">
      <h2>{t('errorSummary')}</h2>
      <ul>
        {shown.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#lq-${field}`}
              onClick={(ev) => {
                ev.preventDefault();
                document.getElementById(`lq-${field}`)?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
