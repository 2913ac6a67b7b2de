import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerType } from '@bizline/domain/constants';
import { digitsOnly } from '@bizline/domain/format';
import { TextField } from '../../../shared/ui/TextField';
import { TextFields, type FieldSpec } from '../../../shared/ui/TextFields';
import { FieldError } from '../../../shared/ui/FieldError';
import styles from '../CheckoutPage.module.css';

export type OwnerKey = 'soleOwner' | 'partner1' | 'partner2';
type CompanyKey = 'corporation' | 'llc' | 'scorp';

/** One owner block, in component state only (the SSN never reaches the store). */
export interface Owner {
  firstName: string;
  lastName: string;
  middleInitial: string;
  isNoSsn: boolean;
  month: string;
  day: string;
  year: string;
  ssn: string;
}
export interface Company {
  billingName: string;
  taxIdNumber: string;
}

export const emptyOwner = (): Owner => ({
  firstName: '',
  lastName: '',
  middleInitial: '',
  isNoSsn: false,
  month: '',
  day: '',
  year: '',
  ssn: '',
});

export function ownersOf(type: CustomerType): OwnerKey[] {
  if (type === 'SoleOwner') return ['soleOwner'];
  if (type === 'partners') return ['partner1', 'partner2'];
  return [];
}

export const isCompany = (type: CustomerType): type is CompanyKey =>
  type === 'corporation' || type === 'llc' || type === 'scorp';

/** A partner 2 left entirely blank is a missing partner (dob '0/0/0', 002 §5). */
export const isBlankOwner = (o: Owner) =>
  [o.firstName, o.lastName, o.middleInitial, o.month, o.day, o.year, o.ssn].every(
    (x) => x.trim() === '',
  ) && !o.isNoSsn;

export function isRealPastDate(o: Owner): boolean {
  const [m, d, y] = [Number(o.month), Number(o.day), Number(o.year)];
  if (!Number.isInteger(m) || !Number.isInteger(d) || !Number.isInteger(y)) return false;
  if (y < 1900) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getTime() < Date.now()
  );
}

/**
 * 'Submit order' is disabled while the no-SSN box is checked: the box of the sole
 * owner, or, for partners, when every partner who was named has ticked it.
 */
export function noSsnChecked(type: CustomerType, owners: Record<OwnerKey, Owner>): boolean {
  const named = ownersOf(type)
    .map((k) => owners[k])
    .filter((o) => !isBlankOwner(o));
  return named.length > 0 && named.every((o) => o.isNoSsn);
}

export function blankOwner() {
  return { firstName: '', lastName: '', middleInitial: '', isNoSsn: 'N' as const, ssn: '' };
}

type NameField = 'firstName' | 'middleInitial' | 'lastName';
/** The owner's name, free text; the middle initial is one letter and has no inline error. */
const NAME_FIELDS: FieldSpec<NameField>[] = [
  { name: 'firstName', autoComplete: 'off' },
  { name: 'middleInitial', error: undefined, maxLength: 1, autoComplete: 'off' },
  { name: 'lastName', autoComplete: 'off' },
];

interface OwnerFieldsProps {
  k: OwnerKey;
  owner: Owner;
  disabled: boolean;
  error: (fieldId: string) => string | undefined;
  onChange: (patch: Partial<Owner>) => void;
}

export function OwnerFields({ k, owner, disabled, error, onChange }: OwnerFieldsProps) {
  const { t } = useTranslation('checkout');
  const id = (f: string) => `cc-${k}-${f}`;
  const dobError = error(id('month'));
  const bind = (f: NameField) => ({
    id: id(f),
    label: t(`creditCheck.${f}`),
    value: owner[f],
    error: error(id(f)),
    disabled,
    onChange: (x: ChangeEvent<HTMLInputElement>) => onChange({ [f]: x.target.value }),
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t(`creditCheck.${k}`)}</legend>
      <TextFields fields={NAME_FIELDS} bind={bind} />
      <fieldset
        className={styles.dob}
        aria-describedby={dobError ? `${id('dob')}-error` : undefined}
      >
        <legend>{t('creditCheck.dob')}</legend>
        <FieldError of={id('dob')} message={dobError} className={styles.error} />
        <div className={styles.dobParts}>
          {(['month', 'day', 'year'] as const).map((part) => (
            <TextField
              key={part}
              id={id(part)}
              label={t(`creditCheck.${part}`)}
              value={owner[part]}
              disabled={disabled}
              inputMode="numeric"
              maxLength={part === 'year' ? 4 : 2}
              autoComplete="off"
              aria-invalid={dobError ? true : undefined}
              className={part === 'year' ? styles.year : styles.short}
              onChange={(x) => onChange({ [part]: digitsOnly(x.target.value) })}
            />
          ))}
        </div>
      </fieldset>
      <label className={styles.choice}>
        <input
          id={id('isNoSsn')}
          type="checkbox"
          checked={owner.isNoSsn}
          disabled={disabled}
          onChange={(x) => onChange({ isNoSsn: x.target.checked, ssn: '' })}
        />
        {t('creditCheck.noSsn')}
      </label>
      {!owner.isNoSsn && (
        <TextField
          id={id('ssn')}
          label={t('creditCheck.ssn')}
          hint={t('creditCheck.ssnHint')}
          value={owner.ssn}
          error={error(id('ssn'))}
          disabled={disabled}
          // Masked like a password; never autofilled or remembered by the browser.
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          onChange={(x) => onChange({ ssn: x.target.value.replace(/[^\d-\s]/g, '') })}
        />
      )}
    </fieldset>
  );
}
