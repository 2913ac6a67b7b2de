import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { appConfig } from '../../shared/config';
import { useAppStore } from '../../shared/store/app-store';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { TextField } from '../../shared/ui/TextField';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { AddressErrorSummary } from './AddressErrorSummary';
import styles from './AddressPage.module.css';
import { AddressPromo } from './AddressPromo';
import { Combobox } from './Combobox';
import { readEntryParams } from './entry-params';
import { NoMatchNotice } from './NoMatchNotice';
import { UnitField } from './UnitField';
import { useAddressForm } from './use-address-form';
import { useInputLog } from './use-input-log';
import { useQualification } from './use-qualification';
import { useStreetSearch } from './use-street-search';
import { useUnits } from './use-units';

const Dialogs = {
  Tips: lazy(() => import('./AddressDialogs').then((m) => ({ default: m.TipsDialog }))),
  Multiple: lazy(() =>
    import('./AddressDialogs').then((m) => ({ default: m.MultipleAddressDialog })),
  ),
  Pending: lazy(() => import('./AddressDialogs').then((m) => ({ default: m.PendingOrderDialog }))),
  Active: lazy(() => import('./AddressDialogs').then((m) => ({ default: m.ActiveServiceDialog }))),
};

/**
 * The address page (000 §2 screen 1, §4 "Address entry", §5): street typeahead, unit, phone and
 * e-mail, then the qualification and its outcome (packages/domain qualification-routing).
 * Also serves /lq (the qualification page). The behaviour lives in its hooks: the street search,
 * the units, the form's validation and the qualification with its outcome.
 */
export function AddressPage() {
  const t = usePageCopy('address');
  const [params] = useSearchParams();
  const s = useAppStore();
  const logInput = useInputLog();

  // Query parameters: stored once per visit of the page.
  useEffect(() => {
    const p = readEntryParams(params);
    const st = useAppStore.getState();
    st.setCampaignCodes({ fiberCmp: p.fiberCmp, wirelessCmp: p.wirelessCmp });
    if (p.bannerId) st.setBannerId(p.bannerId);
    st.setReEnterBanner(p.reEnter);
    if (p.salesAgent) st.setSalesAgent(p.salesAgent);
  }, [params]);

  const errorSummaryRef = useRef<HTMLDivElement>(null);
  const form = useAddressForm(logInput, errorSummaryRef);
  const { addressChanged } = form;
  const units = useUnits({
    logInput,
    onLoadFailed: form.setFormError,
    onChosen: form.unitChosen,
  });
  const { clearUnitInput, loadUnits } = units;
  const street = useStreetSearch({
    logInput,
    onType: useCallback(() => {
      addressChanged(['street', 'form']);
      clearUnitInput();
    }, [addressChanged, clearUnitInput]),
    onSelect: useCallback(
      (a: AddressSuggestion) => {
        useAppStore.getState().selectAddress(a);
        clearUnitInput();
        addressChanged(['street', 'unit', 'form']);
        void loadUnits(a);
      },
      [addressChanged, clearUnitInput, loadUnits],
    ),
  });
  const q = useQualification({
    form,
    selectAddress: street.selectAddress,
    onlySuggestion: street.onlySuggestion,
    clearUnit: clearUnitInput,
  });
  const closeDialog = () => q.setDialog(null);

  /** 'Re-enter my address' and 'another address': an empty form, the street focused. */
  const reEnter = () => {
    useAppStore.getState().resetAddressForm();
    street.reset();
    clearUnitInput();
    form.reset();
    requestAnimationFrame(() => document.getElementById('lq-street')?.focus());
  };

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
          <AddressErrorSummary ref={errorSummaryRef} problems={form.summary} />
          {form.errors.form && (
            <p className={styles.formError} role="alert">
              {form.errors.form}
            </p>
          )}
          <form noValidate onSubmit={q.onSubmit} className={styles.form}>
            <Combobox
              id="lq-street"
              label={t('street.label')}
              placeholder={t('street.placeholder')}
              value={s.streetText}
              options={street.streetOptions}
              onInputChange={street.onStreetChange}
              onSelect={street.chooseOption}
              onBlur={() => {
                street.onStreetBlur();
                form.touch('street');
              }}
              error={form.shown.street}
              listLabel={t('street.suggestions')}
              status={t('street.count', { count: street.suggestions.length })}
              autoFocus
              required
              autoComplete="street-address"
            />
            {street.noMatchFor !== null && !s.selectedAddress && (
              <NoMatchNotice typed={street.noMatchFor} onCallback={() => q.setDialog('tips')} />
            )}
            <p className={styles.tips}>
              <button
                type="button"
                className="link-button"
                aria-haspopup="dialog"
                onClick={() => q.setDialog('tips')}
              >
                {t('tipsLink')}
              </button>
            </p>

            <UnitField
              units={units}
              kind={form.unitKind}
              disabled={form.unitDisabled}
              error={form.shown.unit}
              onBlur={() => form.touch('unit')}
            />

            <TextField
              id="lq-phone"
              label={t('phone.label')}
              hint={t('phone.hint')}
              error={form.shown.phone ?? undefined}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-required
              value={s.phone}
              onChange={(e) => form.onPhoneChange(e.target.value)}
              onBlur={() => form.touch('phone')}
            />

            <TextField
              id="lq-email"
              label={t('email.label')}
              error={form.shown.email ?? undefined}
              type="email"
              autoComplete="email"
              aria-required
              value={s.email}
              onChange={(e) => form.onEmailChange(e.target.value)}
              onBlur={() => form.touch('email')}
            />

            <p className={styles.hint}>{t('required')}</p>
            <p id="lq-consent" className={styles.consent}>
              {t('consent')}
            </p>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!form.canCheck}
              aria-describedby={
                form.canCheck || form.busy ? 'lq-consent' : 'lq-disabled-hint lq-consent'
              }
            >
              {t('checkAvailability')}
            </button>
            {!form.canCheck && !form.busy && (
              <p id="lq-disabled-hint" className={styles.hint}>
                {form.blocked
                  ? t(form.blocked === 'active' ? 'blockedActive' : 'blockedPending')
                  : t('disabledHint')}
              </p>
            )}
            <p className="visually-hidden" role="status">
              {form.busy ? t('checking') : ''}
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
        {q.dialog === 'tips' && <Dialogs.Tips onClose={closeDialog} addressText={s.streetText} />}
        {q.dialog === 'multiple' && (
          <Dialogs.Multiple
            addresses={s.addressChoices}
            onClose={closeDialog}
            onChoose={(a) => {
              closeDialog();
              useAppStore.getState().selectAddress(a);
              void units.loadUnits(a);
              void q.qualifyChoice(a);
            }}
            onReEnter={() => {
              closeDialog();
              reEnter();
            }}
            onCantFind={() => q.setDialog('tips')}
          />
        )}
        {q.dialog === 'pending' && (
          <Dialogs.Pending
            onYes={() => {
              closeDialog();
              q.pendingMine();
            }}
            onNo={() => {
              closeDialog();
              q.pendingNotMine();
            }}
          />
        )}
        {q.dialog === 'active' && (
          <Dialogs.Active
            onClose={closeDialog}
            onAnotherAddress={() => {
              closeDialog();
              reEnter();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
