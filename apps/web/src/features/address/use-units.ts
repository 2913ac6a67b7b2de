import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { matchKey } from '@bizline/domain/format';
import { sortUnits, unitSpecialChoices } from '@bizline/domain/validators/address';
import type { AddressSuggestion, UnitDetail } from '@bizline/domain/wire/entry';
import { useAppStore } from '../../shared/store/app-store';
import type { EntryUnit } from '../../shared/store/entry-slice';
import { getUnits } from './api/get-units';
import { unitText } from './availability-body';
import type { ComboOption } from './Combobox';
import type { LogInput } from './use-address-form';

interface UnitsOptions {
  logInput: LogInput;
  /** The units could not be read: the page asks for a refresh. */
  onLoadFailed: (message: string) => void;
  /** A unit was chosen from the list or the select. */
  onChosen: () => void;
}

/**
 * The unit field: the chosen building's units (loaded when an address is chosen, 'Looking up
 * units…' meanwhile, the only unit chosen at once), the typed text and, for large buildings, the
 * typeahead's matches and the state's special choices.
 */
export function useUnits({ logInput, onLoadFailed, onChosen }: UnitsOptions) {
  const address = useAppStore((s) => s.selectedAddress);
  const units = useAppStore((s) => s.units);
  const [unitInput, setUnitInput] = useState(() => unitText(useAppStore.getState().unit));
  const [unitOptions, setUnitOptions] = useState<UnitDetail[]>([]);
  // The chosen address's units are being read: the unit field says so instead of "no units".
  const [unitsLoading, setUnitsLoading] = useState(false);
  const unitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(unitTimer.current), []);

  const specials = unitSpecialChoices(address?.State ?? '');

  const loadUnits = useCallback(
    async (a: AddressSuggestion) => {
      if (a.UnitCount === 0) {
        useAppStore.getState().setUnits([], 0);
        return;
      }
      setUnitsLoading(true);
      try {
        const data = await getUnits(a.AddressId);
        const sorted = sortUnits(data.unitDetails.map((u) => u.unit));
        const units = sorted
          .map((name) => data.unitDetails.find((u) => u.unit === name))
          .filter((u): u is UnitDetail => !!u);
        const st = useAppStore.getState();
        if (st.selectedAddress?.AddressId !== a.AddressId) return;
        st.setUnits(units, data.total);
        // One unit returned is auto-selected.
        if (data.total === 1 && units[0]) {
          st.setUnit(units[0]);
          setUnitInput(units[0].unit);
        }
      } catch {
        useAppStore.getState().setUnits([], 0);
        onLoadFailed(ERROR_MESSAGES.refreshPage);
      } finally {
        setUnitsLoading(false);
      }
    },
    [onLoadFailed],
  );

  const chooseUnit = (unit: EntryUnit | null) => {
    useAppStore.getState().setUnit(unit);
    setUnitInput(unitText(unit));
    onChosen();
    logInput('unit', unitText(unit));
  };

  const onUnitInput = (text: string) => {
    setUnitInput(text);
    const key = matchKey(text);
    const listed = [...units, ...unitOptions].find((u) => matchKey(u.unit) === key);
    const special = specials.find((c) => matchKey(c) === key);
    useAppStore.getState().setUnit(key === '' ? null : (listed ?? special ?? text));
    logInput('unit', text);
    clearTimeout(unitTimer.current);
    if (!address) return;
    unitTimer.current = setTimeout(() => {
      getUnits(address.AddressId, text)
        .then((d) => setUnitOptions(d.unitDetails))
        .catch(() => setUnitOptions([]));
    }, INPUT_DEBOUNCE_MS);
  };

  const unitComboOptions: ComboOption[] = useMemo(() => {
    const key = matchKey(unitInput);
    const base = unitOptions.length || key ? unitOptions : units;
    return [
      ...base.map((u) => ({ id: `u-${u.addressId}`, label: u.unit })),
      ...specials
        .filter((c) => key === '' || matchKey(c).startsWith(key.slice(0, 3)))
        .map((c) => ({ id: `s-${c}`, label: c })),
    ];
  }, [unitOptions, units, specials, unitInput]);

  const clearUnitInput = useCallback(() => setUnitInput(''), []);

  /** The typeahead's option picked: a listed unit or a special choice. */
  const chooseOption = (o: ComboOption) => {
    const u = [...unitOptions, ...units].find((x) => `u-${x.addressId}` === o.id);
    chooseUnit(u ?? o.label);
  };

  /** The select's value picked ('' is no unit). */
  const chooseValue = (v: string) => {
    const u = units.find((x) => x.unit === v);
    chooseUnit(v === '' ? null : (u ?? v));
  };

  return {
    unitInput,
    clearUnitInput,
    unitsLoading,
    specials,
    loadUnits,
    onUnitInput,
    unitComboOptions,
    chooseOption,
    chooseValue,
  };
}
