import { useCallback, useEffect, useRef, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '@bizline/domain/constants';
import { streetMatchesSuggestion } from '@bizline/domain/validators/address';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { useAppStore } from '../../shared/store/app-store';
import { getStreetAddresses } from './api/get-street-addresses';
import type { ComboOption } from './Combobox';
import type { LogInput } from './use-address-form';

interface StreetSearchOptions {
  logInput: LogInput;
  /** The street text changed: what depended on the old street is cleared. */
  onType: () => void;
  /** An address was chosen (picked, typed exactly, or the only suggestion). */
  onSelect: (a: AddressSuggestion) => void;
}

/**
 * The street typeahead: from three characters, the suggestions of the typed text after a pause
 * (the previous search aborted), 'no match' when there are none, and the address chosen when the
 * text equals a suggestion or, on leaving the field, when only one is suggested.
 */
export function useStreetSearch({ logInput, onType, onSelect }: StreetSearchOptions) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [noMatchFor, setNoMatchFor] = useState<string | null>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchAbort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      searchAbort.current?.abort();
    },
    [],
  );

  const selectAddress = useCallback(
    (a: AddressSuggestion) => {
      setSuggestions([]);
      onSelect(a);
    },
    [onSelect],
  );

  const onStreetChange = (text: string) => {
    // Typing clears errors and resets the do-loop flags.
    useAppStore.getState().setStreetText(text);
    setNoMatchFor(null);
    onType();
    logInput('street', text);
    clearTimeout(searchTimer.current);
    searchAbort.current?.abort();
    if (text.trim().length < 3) {
      setSuggestions([]);
      return;
    }
    searchTimer.current = setTimeout(() => {
      const controller = new AbortController();
      searchAbort.current = controller;
      getStreetAddresses(text, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          setSuggestions(list);
          setNoMatchFor(list.length === 0 ? text.trim() : null);
          // A typed value equal to a suggestion (ignoring spaces, commas, case) selects it.
          const exact = list.find((a) => streetMatchesSuggestion(text, a.ParsedRawString));
          if (exact) selectAddress(exact);
        })
        .catch(() => undefined);
    }, INPUT_DEBOUNCE_MS);
  };

  /** On blur, a single suggestion is selected when none was chosen. */
  const onStreetBlur = () => {
    if (!useAppStore.getState().selectedAddress && suggestions.length === 1 && suggestions[0]) {
      selectAddress(suggestions[0]);
    }
  };

  const streetOptions: ComboOption[] = suggestions.map((a) => ({
    id: a.AddressId,
    label: a.ParsedRawString,
  }));

  return {
    suggestions,
    /** The only suggestion, if exactly one is shown. */
    onlySuggestion: suggestions.length === 1 ? (suggestions[0] ?? null) : null,
    noMatchFor,
    streetOptions,
    onStreetChange,
    onStreetBlur,
    chooseOption: (o: ComboOption) => {
      const a = suggestions.find((x) => x.AddressId === o.id);
      if (a) selectAddress(a);
    },
    selectAddress,
    reset: () => {
      setSuggestions([]);
      setNoMatchFor(null);
    },
  };
}
