import { useCallback, useMemo, useState, type RefObject } from 'react';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { formatPhoneDashed } from '@bizline/domain/format';
import {
  isUnitFieldDisabled,
  unitInputKind,
  validateStreet,
  validateUnit,
} from '@bizline/domain/validators/address';
import { validateEmail } from '@bizline/domain/validators/email';
import { sanitizePhone, validatePhone } from '@bizline/domain/validators/phone';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { useAppStore } from '../../shared/store/app-store';
import { unitText } from './availability-body';
import type { useInputLog } from './use-input-log';

type Field = 'street' | 'unit' | 'phone' | 'email';
export type FieldErrors = Partial<Record<Field | 'form', string>>;
/** Why Check availability is blocked after a qualification, shown beside it. */
export type Blocked = null | 'active' | 'pending';
export type LogInput = ReturnType<typeof useInputLog>;

/**
 * The address form's state: the errors a check or a call left, which fields were touched, and
 * the live validation of street, unit, phone and e-mail that decides what is shown and whether
 * Check availability can be pressed. The fields' values live in the store (entry slice); problems
 * found on Check availability focus the error summary (errorSummaryRef).
 */
export function useAddressForm(
  logInput: LogInput,
  errorSummaryRef: RefObject<HTMLDivElement | null>,
) {
  const address = useAppStore((s) => s.selectedAddress);
  const unit = useAppStore((s) => s.unit);
  const units = useAppStore((s) => s.units);
  const unitTotal = useAppStore((s) => s.unitTotal);
  const phone = useAppStore((s) => s.phone);
  const email = useAppStore((s) => s.email);

  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<Blocked>(null);
  // The qualification said the base address needs a unit the building does not list.
  const [baseUnitProblem, setBaseUnitProblem] = useState(false);

  const state = address?.State ?? '';
  const unitTexts = useMemo(() => units.map((u) => u.unit), [units]);
  const unitKind = unitInputKind(unitTotal);
  const unitDisabled = !address || isUnitFieldDisabled(unitTotal, baseUnitProblem);
  const unitError = validateUnit(unitText(unit), {
    units: unitKind === 'typeahead' && unit && typeof unit !== 'string' ? [unit.unit] : unitTexts,
    baseAddressUnitProblem: baseUnitProblem,
    state,
  });
  const phoneError = validatePhone(phone);
  const emailError = validateEmail(email);
  const canCheck = !phoneError && !emailError && !unitError && !blocked && !busy;

  const show = (field: Field, live: string | null) =>
    errors[field] ?? (touched[field] ? live : null) ?? null;
  const shown = {
    street: errors.street ?? null,
    unit: show('unit', address && unitTotal > 0 ? unitError : null),
    phone: show('phone', phoneError),
    email: show('email', emailError),
  };
  const summary = [
    ['street', shown.street],
    ['unit', shown.unit],
    ['phone', shown.phone],
    ['email', shown.email],
  ] as const;

  const touch = (field: Field) => setTouched((x) => ({ ...x, [field]: true }));
  const focusSummary = () => requestAnimationFrame(() => errorSummaryRef.current?.focus());

  /** A failed units call: the page asks for a refresh. */
  const setFormError = useCallback(
    (message: string) => setErrors((e) => ({ ...e, form: message })),
    [],
  );

  /** The street changed (typed or chosen): its errors, the block and the unit problem go. */
  const addressChanged = useCallback((cleared: readonly ('street' | 'unit' | 'form')[]) => {
    setErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }));
    setBlocked(null);
    setBaseUnitProblem(false);
  }, []);

  const unitChosen = () => {
    touch('unit');
    setErrors((e) => ({ ...e, unit: undefined }));
    setBlocked(null);
  };

  const onPhoneChange = (raw: string) => {
    const v = formatPhoneDashed(sanitizePhone(raw));
    useAppStore.getState().setPhone(v);
    setErrors((x) => ({ ...x, phone: undefined }));
    logInput('phone', validatePhone(v) ? 'invalid' : 'valid');
  };

  // Kept as typed: a character the pattern does not take gets the field's message when the
  // field is left, never a silent rewrite into another address (validators/email.ts).
  const onEmailChange = (v: string) => {
    useAppStore.getState().setEmail(v);
    setErrors((x) => ({ ...x, email: undefined }));
    logInput('email', validateEmail(v) ? 'invalid' : 'valid');
  };

  /**
   * Check availability pressed: every field counts as touched; the problems found (the street's
   * when no address is chosen) are shown and the summary focused. True when all is well.
   */
  const check = (a: AddressSuggestion | null, streetText: string): a is AddressSuggestion => {
    const next: FieldErrors = {};
    if (!a) next.street = validateStreet(streetText) ?? ERROR_MESSAGES.streetChooseFromDropdown;
    if (phoneError) next.phone = phoneError;
    if (emailError) next.email = emailError;
    if (unitError) next.unit = unitError;
    setTouched({ street: true, unit: true, phone: true, email: true });
    if (Object.keys(next).length || !a) {
      setErrors(next);
      focusSummary();
      return false;
    }
    return true;
  };

  /** 'Re-enter my address': nothing touched, no errors, nothing blocked. */
  const reset = () => {
    setTouched({});
    setErrors({});
    setBlocked(null);
  };

  return {
    errors,
    setErrors,
    setFormError,
    busy,
    setBusy,
    blocked,
    setBlocked,
    baseUnitProblem,
    setBaseUnitProblem,
    unitKind,
    unitDisabled,
    canCheck,
    shown,
    summary,
    focusSummary,
    touch,
    addressChanged,
    unitChosen,
    onPhoneChange,
    onEmailChange,
    check,
    reset,
  };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
