import { useTranslation } from 'react-i18next';
import { UNIT_DROPDOWN_CLOSE_DELAY_MS } from '@bizline/domain/constants';
import { useAppStore } from '../../shared/store/app-store';
import styles from './AddressPage.module.css';
import { unitText } from './availability-body';
import { Combobox } from './Combobox';
import type { useUnits } from './use-units';

interface UnitFieldProps {
  units: ReturnType<typeof useUnits>;
  /** Large buildings type their unit; others pick it from a list. */
  kind: 'typeahead' | 'dropdown';
  disabled: boolean;
  error: string | null;
  onBlur: () => void;
}

/** The unit: a typeahead for large buildings, else a select of the building's units. */
export function UnitField({ units: u, kind, disabled, error, onBlur }: UnitFieldProps) {
  const { t } = useTranslation('address');
  const address = useAppStore((s) => s.selectedAddress);
  const unit = useAppStore((s) => s.unit);
  const units = useAppStore((s) => s.units);

  if (kind === 'typeahead' && !disabled) {
    return (
      <Combobox
        id="lq-unit"
        label={t('unit.label')}
        placeholder={t('unit.placeholder')}
        value={u.unitInput}
        options={u.unitComboOptions}
        onInputChange={u.onUnitInput}
        onSelect={u.chooseOption}
        onBlur={onBlur}
        closeDelayMs={UNIT_DROPDOWN_CLOSE_DELAY_MS}
        error={error}
        listLabel={t('unit.suggestions')}
        status={t('unit.count', { count: u.unitComboOptions.length })}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor="lq-unit" className={styles.label}>
        {t('unit.label')}
      </label>
      <select
        id="lq-unit"
        className={styles.input}
        disabled={disabled || u.unitsLoading}
        aria-busy={u.unitsLoading || undefined}
        value={unitText(unit)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'lq-unit-error' : undefined}
        onChange={(e) => u.chooseValue(e.target.value)}
      >
        <option value="">
          {!address
            ? t('unit.addressFirst')
            : u.unitsLoading
              ? t('unit.loading')
              : disabled
                ? t('unit.noUnits')
                : t('unit.select')}
        </option>
        {units.map((x) => (
          <option key={x.addressId} value={x.unit}>
            {x.unit}
          </option>
        ))}
        {!disabled &&
          u.specials.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
      </select>
      {error && (
        <p id="lq-unit-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
