import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { INPUT_DEBOUNCE_MS, UNIT_DROPDOWN_CLOSE_DELAY_MS } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { formatPhoneDashed, matchKey } from '@bizline/domain/format';
import { routeQualification } from '@bizline/domain/qualification-routing';
import {
  isUnitFieldDisabled,
  sortUnits,
  streetMatchesSuggestion,
  unitInputKind,
  unitSpecialChoices,
  validateStreet,
  validateUnit,
} from '@bizline/domain/validators/address';
import { sanitizeEmail, validateEmail } from '@bizline/domain/validators/email';
import { sanitizePhone, validatePhone } from '@bizline/domain/validators/phone';
import type {
  AddressSuggestion,
  AvailabilityRequest,
  UnitDetail,
} from '@bizline/domain/wire/entry';
import { logEvent, pushPageData } from '../../shared/analytics/analytics';
import { appConfig } from '../../shared/config';
import { useAppStore } from '../../shared/store/app-store';
import type { EntryUnit } from '../../shared/store/entry-slice';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { TextField } from '../../shared/ui/TextField';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { doLoopQualification } from './api/do-loop-qualification';
import { preValidateEmail } from './api/email-pre-validation';
import { getStreetAddresses } from './api/get-street-addresses';
import { getUnits } from './api/get-units';
import { hasPendingOrder } from './api/has-pending-order';
import { AddressErrorSummary } from './AddressErrorSummary';
import styles from './AddressPage.module.css';
import { AddressPromo } from './AddressPromo';
import { Combobox, type ComboOption } from './Combobox';
import { readEntryParams } from './entry-params';
import { NoMatchNotice } from './NoMatchNotice';
import { buildAvailabilityBody, unitText } from './availability-body';
import { useInputLog } from './use-input-log';
import { runQualification } from './qualify';
import { reSearchAddress } from './re-search';

const Dialogs = {
  Tips: lazy(() => import('./AddressDialogs').then((m) => ({ default: m.TipsDialog }))),
  Multiple: lazy(() =>
    import('./AddressDialogs').then((m) => ({ default: m.MultipleAddressDialog })),
  ),
  Pending: lazy(() => import('./AddressDialogs').then((m) => ({ default: m.PendingOrderDialog }))),
  Active: lazy(() => import('./AddressDialogs').then((m) => ({ default: m.ActiveServiceDialog }))),
};

type Dialog = null | 'tips' | 'multiple' | 'pending' | 'active';
type FieldErrors = Partial<Record<'street' | 'unit' | 'phone' | 'email' | 'form', string>>;

/**
 * The address page (000 §2 screen 1, §4 "Address entry", §5): street typeahead, unit, phone and
 * e-mail, then the qualification and its outcome (packages/domain qualification-routing).
 * Also serves /lq (the qualification page).
 */
export function AddressPage() {
  const { t } = useTranslation('address');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const s = useAppStore();
  const logInput = useInputLog();

  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [unitOptions, setUnitOptions] = useState<UnitDetail[]>([]);
  const [unitInput, setUnitInput] = useState(unitText(s.unit));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Why Check availability is blocked after a qualification (000 §4), shown beside it.
  const [blocked, setBlocked] = useState<null | 'active' | 'pending'>(null);
  const [noMatchFor, setNoMatchFor] = useState<string | null>(null);
  const [baseUnitProblem, setBaseUnitProblem] = useState(false);
  // The chosen address's units are being read: the unit field says so instead of "no units".
  const [unitsLoading, setUnitsLoading] = useState(false);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchAbort = useRef<AbortController | null>(null);

  // Query parameters (000 §2): stored once per visit of the page.
  useEffect(() => {
    const p = readEntryParams(params);
    const st = useAppStore.getState();
    st.setCampaignCodes({ fiberCmp: p.fiberCmp, wirelessCmp: p.wirelessCmp });
    if (p.bannerId) st.setBannerId(p.bannerId);
    st.setReEnterBanner(p.reEnter);
    if (p.salesAgent) st.setSalesAgent(p.salesAgent);
  }, [params]);

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      clearTimeout(unitTimer.current);
      searchAbort.current?.abort();
    },
    [],
  );

  const address = s.selectedAddress;
  const state = address?.State ?? '';
  const unitTexts = useMemo(() => s.units.map((u) => u.unit), [s.units]);
  const specials = unitSpecialChoices(state);
  const unitKind = unitInputKind(s.unitTotal);
  const unitDisabled = !address || isUnitFieldDisabled(s.unitTotal, baseUnitProblem);
  const unitError = validateUnit(unitText(s.unit), {
    units:
      unitKind === 'typeahead' && s.unit && typeof s.unit !== 'string' ? [s.unit.unit] : unitTexts,
    baseAddressUnitProblem: baseUnitProblem,
    state,
  });
  const phoneError = validatePhone(s.phone);
  const emailError = validateEmail(s.email);
  const canCheck = !phoneError && !emailError && !unitError && !blocked && !busy;

  // --- street ---------------------------------------------------------------------------------
  const loadUnits = useCallback(async (a: AddressSuggestion) => {
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
      // One unit returned is auto-selected (000 §4).
      if (data.total === 1 && units[0]) {
        st.setUnit(units[0]);
        setUnitInput(units[0].unit);
      }
    } catch {
      useAppStore.getState().setUnits([], 0);
      setErrors((e) => ({ ...e, form: ERROR_MESSAGES.refreshPage }));
    } finally {
      setUnitsLoading(false);
    }
  }, []);

  const selectAddress = useCallback(
    (a: AddressSuggestion) => {
      useAppStore.getState().selectAddress(a);
      setUnitInput('');
      setSuggestions([]);
      setBlocked(null);
      setBaseUnitProblem(false);
      setErrors((e) => ({ ...e, street: undefined, unit: undefined, form: undefined }));
      void loadUnits(a);
    },
    [loadUnits],
  );

  const onStreetChange = (text: string) => {
    // Typing clears errors and resets the do-loop flags (000 §4).
    s.setStreetText(text);
    setNoMatchFor(null);
    setErrors((e) => ({ ...e, street: undefined, form: undefined }));
    setBlocked(null);
    setBaseUnitProblem(false);
    setUnitInput('');
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

  const onStreetBlur = () => {
    // On blur, a single suggestion is selected when none was chosen (000 §4).
    if (!useAppStore.getState().selectedAddress && suggestions.length === 1 && suggestions[0]) {
      selectAddress(suggestions[0]);
    }
    setTouched((x) => ({ ...x, street: true }));
  };

  // --- unit -----------------------------------------------------------------------------------
  const chooseUnit = (unit: EntryUnit | null) => {
    s.setUnit(unit);
    setUnitInput(unitText(unit));
    setTouched((x) => ({ ...x, unit: true }));
    setErrors((e) => ({ ...e, unit: undefined }));
    setBlocked(null);
    logInput('unit', unitText(unit));
  };

  const onUnitInput = (text: string) => {
    setUnitInput(text);
    const key = matchKey(text);
    const listed = [...s.units, ...unitOptions].find((u) => matchKey(u.unit) === key);
    const special = specials.find((c) => matchKey(c) === key);
    s.setUnit(key === '' ? null : (listed ?? special ?? text));
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
    const base = unitOptions.length || key ? unitOptions : s.units;
    return [
      ...base.map((u) => ({ id: `u-${u.addressId}`, label: u.unit })),
      ...specials
        .filter((c) => key === '' || matchKey(c).startsWith(key.slice(0, 3)))
        .map((c) => ({ id: `s-${c}`, label: c })),
    ];
  }, [unitOptions, s.units, specials, unitInput]);

  // --- submit ---------------------------------------------------------------------------------

  const qualify = async (a: AddressSuggestion, extra: Partial<AvailabilityRequest> = {}) => {
    setBusy(true);
    setErrors({});
    try {
      const body = { ...buildAvailabilityBody(a), ...extra };
      const hadPriorAddress = useAppStore.getState().selectedAddress !== null;
      const result = await runQualification(body, { hasPendingOrder, doLoopQualification });
      const st = useAppStore.getState();
      const r = result.availability;
      if (!r) {
        setErrors({ form: ERROR_MESSAGES.addressQualificationFailed });
        return;
      }
      if (r.LQPost.EPSessionID) st.setCartId(r.LQPost.EPSessionID);
      st.setAvailability(r);
      st.setPendingOrder(result.pendingOrder);
      if (result.exhausted) {
        // After 5 Retry answers: load the customise products with what the server has (000 §4).
        if (r.LQPost.EPSessionID) {
          void navigate('/customize-order', { state: { prevPage: 'LQ' } });
        } else {
          setErrors({ form: ERROR_MESSAGES.addressQualificationFailed });
        }
        return;
      }
      const decision = routeQualification(result.pendingOrder, r, {
        unit: unitText(st.unit),
        fourGRedirect: r.Qualified_4g === 'true' || r.Qualified4GHome === 'true',
        alreadyRedirected: st.wirelessRedirectDone,
        cmp: st.wirelessCmp,
        hasAddressId: Boolean(body.AddressID || body.BaseAddressID),
        hasPriorAddress: hadPriorAddress,
      });
      st.setExistingCustomer(decision.derived.existingCustomer);
      pushPageData({
        pageName: 'LQ',
        events: decision.events,
        sectionName: 'LQ',
        qualificationFlags: decision.flags,
      });
      void logEvent({
        eventType: 'Qualification',
        eventName: decision.events[decision.events.length - 1] ?? 'LQ_Attempts',
        sectionName: 'LQ',
        logs: decision.flags as unknown as Record<string, unknown>,
      });
      if (decision.markRedirectDone) st.setWirelessRedirectDone(true);
      if (decision.disableCheckAvailability)
        setBlocked(decision.outcome.kind === 'active-service' ? 'active' : 'pending');
      const o = decision.outcome;
      switch (o.kind) {
        case 'unit-error':
          setBaseUnitProblem(true);
          st.setUnit(null);
          setUnitInput('');
          setErrors({ unit: o.message });
          return;
        case 're-search': {
          // 000 §4: the service address is searched again from LQPost.Address.
          const found = await reSearchAddress(o.addressText);
          if (found.kind === 'selected') selectAddress(found.address);
          else setErrors({ street: found.message });
          return;
        }
        case 'navigate':
          void navigate(o.to, o.state ? { state: o.state } : undefined);
          return;
        case 'wireless':
          if (o.fullRedirect) window.location.assign(o.url);
          else void navigate(o.page, { state: { redirectUrl: o.url, prevPage: 'LQ' } });
          return;
        case 'active-service':
          setDialog('active');
          return;
        case 'multiple-address':
          st.setAddressChoices(o.addresses);
          setDialog('multiple');
          return;
        case 'pending-order-question':
          setDialog('pending');
          return;
      }
    } catch {
      setErrors({ form: ERROR_MESSAGES.addressQualificationFailed });
    } finally {
      setBusy(false);
    }
  };

  /** 'Re-enter my address' and 'another address': an empty form, the street focused. */
  const reEnter = () => {
    useAppStore.getState().resetAddressForm();
    setSuggestions([]);
    setUnitInput('');
    setTouched({});
    setErrors({});
    setBlocked(null);
    setNoMatchFor(null);
    requestAnimationFrame(() => document.getElementById('lq-street')?.focus());
  };

  const errorSummaryRef = useRef<HTMLDivElement>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const st = useAppStore.getState();
    let a = st.selectedAddress;
    const next: FieldErrors = {};
    if (!a) {
      const required = validateStreet(st.streetText);
      if (required) next.street = required;
      else if (suggestions.length === 1 && suggestions[0]) {
        a = suggestions[0];
        selectAddress(a);
      } else next.street = ERROR_MESSAGES.streetChooseFromDropdown;
    }
    if (phoneError) next.phone = phoneError;
    if (emailError) next.email = emailError;
    if (unitError) next.unit = unitError;
    setTouched({ street: true, unit: true, phone: true, email: true });
    if (Object.keys(next).length || !a) {
      setErrors(next);
      requestAnimationFrame(() => errorSummaryRef.current?.focus());
      return;
    }
    void checkEmailThenQualify(a);
  };

  /** E-mail pre-validation before the qualification; a failed call does not block (000 §5). */
  const checkEmailThenQualify = async (a: AddressSuggestion) => {
    setBusy(true);
    const verdict = await preValidateEmail(useAppStore.getState().email);
    setBusy(false);
    if (verdict === 'invalid') {
      setErrors({ email: ERROR_MESSAGES.emailInvalid });
      requestAnimationFrame(() => errorSummaryRef.current?.focus());
      return;
    }
    await qualify(a);
  };

  const show = (field: 'street' | 'unit' | 'phone' | 'email', live: string | null) =>
    errors[field] ?? (touched[field] ? live : null) ?? null;
  const streetShown = errors.street ?? null;
  const unitShown = show('unit', address && s.unitTotal > 0 ? unitError : null);
  const phoneShown = show('phone', phoneError);
  const emailShown = show('email', emailError);
  const summary = [
    ['street', streetShown],
    ['unit', unitShown],
    ['phone', phoneShown],
    ['email', emailShown],
  ] as const;

  const streetOptions: ComboOption[] = suggestions.map((a) => ({
    id: a.AddressId,
    label: a.ParsedRawString,
  }));

  return (
    <div className="page">
      {s.reEnterBanner && (
        <p className={styles.banner} role="status">
          {t('reEnterBanner')}
        </p>
      )}
      <div className={styles.layout}>
        <section className={styles.formCol}>
          {/* Back and Sign in stay at a kiosk too (002 §4 referral mode). */}
          <ExternalLink className={styles.back} href={appConfig.brand.siteUrl} keepInKiosk>
            {t('back')}
          </ExternalLink>
          <h1>{t('title')}</h1>
          <p className={styles.note}>
            <strong>{t('oneMoreStep')}</strong> {t('oneMoreStepText')}
          </p>
          <AddressErrorSummary ref={errorSummaryRef} problems={summary} />
          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
          <form noValidate onSubmit={onSubmit} className={styles.form}>
            <Combobox
              id="lq-street"
              label={t('street.label')}
              placeholder={t('street.placeholder')}
              value={s.streetText}
              options={streetOptions}
              onInputChange={onStreetChange}
              onSelect={(o) => {
                const a = suggestions.find((x) => x.AddressId === o.id);
                if (a) selectAddress(a);
              }}
              onBlur={onStreetBlur}
              error={streetShown}
              listLabel={t('street.suggestions')}
              status={t('street.count', { count: suggestions.length })}
              autoFocus
              required
              autoComplete="street-address"
            />
            {noMatchFor !== null && !s.selectedAddress && (
              <NoMatchNotice typed={noMatchFor} onCallback={() => setDialog('tips')} />
            )}
            <p className={styles.tips}>
              <button
                type="button"
                className="link-button"
                aria-haspopup="dialog"
                onClick={() => setDialog('tips')}
              >
                {t('tipsLink')}
              </button>
            </p>

            {unitKind === 'typeahead' && !unitDisabled ? (
              <Combobox
                id="lq-unit"
                label={t('unit.label')}
                placeholder={t('unit.placeholder')}
                value={unitInput}
                options={unitComboOptions}
                onInputChange={onUnitInput}
                onSelect={(o) => {
                  const u = [...unitOptions, ...s.units].find((x) => `u-${x.addressId}` === o.id);
                  chooseUnit(u ?? o.label);
                }}
                onBlur={() => setTouched((x) => ({ ...x, unit: true }))}
                closeDelayMs={UNIT_DROPDOWN_CLOSE_DELAY_MS}
                error={unitShown}
                listLabel={t('unit.suggestions')}
                status={t('unit.count', { count: unitComboOptions.length })}
              />
            ) : (
              <div className={styles.field}>
                <label htmlFor="lq-unit" className={styles.label}>
                  {t('unit.label')}
                </label>
                <select
                  id="lq-unit"
                  className={styles.input}
                  disabled={unitDisabled || unitsLoading}
                  aria-busy={unitsLoading || undefined}
                  value={unitText(s.unit)}
                  aria-invalid={unitShown ? true : undefined}
                  aria-describedby={unitShown ? 'lq-unit-error' : undefined}
                  onChange={(e) => {
                    const v = e.target.value;
                    const u = s.units.find((x) => x.unit === v);
                    chooseUnit(v === '' ? null : (u ?? v));
                  }}
                >
                  <option value="">
                    {!address
                      ? t('unit.addressFirst')
                      : unitsLoading
                        ? t('unit.loading')
                        : unitDisabled
                          ? t('unit.noUnits')
                          : t('unit.select')}
                  </option>
                  {s.units.map((u) => (
                    <option key={u.addressId} value={u.unit}>
                      {u.unit}
                    </option>
                  ))}
                  {!unitDisabled &&
                    specials.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                </select>
                {unitShown && (
                  <p id="lq-unit-error" className={styles.error}>
                    {unitShown}
                  </p>
                )}
              </div>
            )}

            <TextField
              id="lq-phone"
              label={t('phone.label')}
              hint={t('phone.hint')}
              error={phoneShown ?? undefined}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-required
              value={s.phone}
              onChange={(e) => {
                const v = formatPhoneDashed(sanitizePhone(e.target.value));
                s.setPhone(v);
                setErrors((x) => ({ ...x, phone: undefined }));
                logInput('phone', validatePhone(v) ? 'invalid' : 'valid');
              }}
              onBlur={() => setTouched((x) => ({ ...x, phone: true }))}
            />

            <TextField
              id="lq-email"
              label={t('email.label')}
              error={emailShown ?? undefined}
              type="email"
              autoComplete="email"
              aria-required
              value={s.email}
              onChange={(e) => {
                const v = sanitizeEmail(e.target.value);
                s.setEmail(v);
                setErrors((x) => ({ ...x, email: undefined }));
                logInput('email', validateEmail(v) ? 'invalid' : 'valid');
              }}
              onBlur={() => setTouched((x) => ({ ...x, email: true }))}
            />

            <p className={styles.hint}>{t('required')}</p>
            <p id="lq-consent" className={styles.consent}>
              {t('consent')}
            </p>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!canCheck}
              aria-describedby={canCheck || busy ? 'lq-consent' : 'lq-disabled-hint lq-consent'}
            >
              {t('checkAvailability')}
            </button>
            {!canCheck && !busy && (
              <p id="lq-disabled-hint" className={styles.hint}>
                {blocked
                  ? t(blocked === 'active' ? 'blockedActive' : 'blockedPending')
                  : t('disabledHint')}
              </p>
            )}
            <p className="visually-hidden" role="status">
              {busy ? t('checking') : ''}
            </p>
          </form>
          <p>
            <ExternalLink className={styles.signIn} href={appConfig.brand.signInUrl} keepInKiosk>
              {t('signIn')}
            </ExternalLink>
          </p>
        </section>
        <AddressPromo />
      </div>
      <Suspense fallback={null}>
        {dialog === 'tips' && (
          <Dialogs.Tips onClose={() => setDialog(null)} addressText={s.streetText} />
        )}
        {dialog === 'multiple' && (
          <Dialogs.Multiple
            addresses={s.addressChoices}
            onClose={() => setDialog(null)}
            onChoose={(a) => {
              setDialog(null);
              useAppStore.getState().selectAddress(a);
              void loadUnits(a);
              void qualify(a, { AddressID: a.AddressId, BaseAddressID: a.BaseAddressId });
            }}
            onReEnter={() => {
              setDialog(null);
              reEnter();
            }}
            onCantFind={() => setDialog('tips')}
          />
        )}
        {dialog === 'pending' && (
          <Dialogs.Pending
            onYes={() => {
              setDialog(null);
              void navigate('/pending-order');
            }}
            onNo={() => {
              setDialog(null);
              void logEvent({
                eventType: 'Qualification',
                eventName: 'LQ_Success',
                sectionName: 'LQ',
                logs: 'pending order: not mine',
              });
              pushPageData({ pageName: 'LQ', events: ['LQ_Success'], sectionName: 'LQ' });
              void navigate('/customize-order', { state: { prevPage: 'LQ' } });
            }}
          />
        )}
        {dialog === 'active' && (
          <Dialogs.Active
            onClose={() => setDialog(null)}
            onAnotherAddress={() => {
              setDialog(null);
              reEnter();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
