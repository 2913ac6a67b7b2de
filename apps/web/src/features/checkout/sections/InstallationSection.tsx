import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDay } from '@bizline/domain/format';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { validateDueDateReservation } from '@bizline/domain/validators/due-date';
import { logEvent } from '../../../shared/analytics/analytics';
import { isApiError, refusalMessage } from '../../../shared/api/api-error';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary } from '../../../shared/ui/ErrorSummary';
import { dollars } from '../../../shared/cart/money';
import { FLOATING_CART_QUERY_KEY } from '../../../shared/cart/floating-cart-query';
import { CHECKOUT_DETAILS_KEY, useCheckoutDetails } from '../api/get-checkout-details';
import { INSTALLMENTS_KEY } from '../api/get-installments';
import { DUE_DATES_KEY, useDueDates, type DueDateSchedule } from '../api/get-due-dates';
import { postGenerateSelfInstallment } from '../api/generate-self-installment';
import { postCovidAnswer, postSetDueDate } from '../api/set-due-date';
import { FieldError } from '../../../shared/ui/FieldError';
import { useFocusAfterSelect } from '../../../shared/ui/use-focus-after-select';
import { useFormErrors } from '../form-errors';
import { SaveActions } from './SaveActions';
import styles from './later-sections.module.css';

const ID = {
  type: 'installation-type',
  date: 'installation-date',
  slot: 'installation-slot',
  covid: 'installation-covid',
} as const;

function logFailure(code: string, error: unknown) {
  void logEvent({
    eventType: 'Error',
    eventName: code,
    sectionName: 'installation',
    logs: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Installation: self or technician install (Checkout/GenerateSelfInstallment), a
 * date and a time slot from Checkout/GetDueDateDetails (JSON text parsed), the covid
 * questionnaire for a technician visit, and Checkout/SetDueDate, which holds the slot. A slot
 * taken in between answers the 002 §8 message and the slots are fetched again.
 */
export function InstallationSection({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('checkout');
  const client = useQueryClient();
  const busy = useAppStore((s) => s.checkoutInProgress);
  const details = useCheckoutDetails();
  // The dates belong to the saved installments: asked for only once those are saved.
  const ready = details.data?.progress.installments === 'Y';
  const dueDates = useDueDates(ready);
  const schedule = dueDates.data;
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [covid, setCovid] = useState<'Y' | 'N' | ''>('');
  const e = useFormErrors();

  // A failed due-date fetch: logged with NTE_CO_GetDueDates and the global error shown; the
  // checkout page does not redirect.
  const fetchError = dueDates.error;
  useEffect(() => {
    if (!fetchError) return;
    logFailure('NTE_CO_GetDueDates', fetchError);
    useAppStore
      .getState()
      .showGlobalError(isApiError(fetchError) ? fetchError.message : ERROR_MESSAGES.technicalIssue);
  }, [fetchError]);

  // The server's answer is the choice (the cart's installation, issue 10 §2); a click shows
  // only while its request runs.
  const [pending, setPending] = useState<'self' | 'tech' | ''>('');
  const type: 'self' | 'tech' | '' =
    pending || schedule?.siSelected || (schedule?.showSelfTechInstall ? '' : 'tech');
  // The type radios are disabled while the choice saves: then the focus goes back to the checked one.
  const { heading: checkedType, press: pressType } = useFocusAfterSelect<HTMLInputElement>(
    true,
    busy,
  );
  const slots = (date && schedule?.intervals[date]) || [];
  const chosenSlot = slots.find((s) => s.code === slot);

  const chooseType = async (choice: 'self' | 'tech') => {
    setPending(choice);
    setDate('');
    setSlot('');
    const store = useAppStore.getState();
    store.setCheckoutInProgress(true);
    try {
      const next = await postGenerateSelfInstallment(choice);
      client.setQueryData<DueDateSchedule>(DUE_DATES_KEY, next);
      // The choice is the cart's: its one-time charges and installments changed with it.
      await Promise.all([
        client.invalidateQueries({ queryKey: FLOATING_CART_QUERY_KEY, refetchType: 'all' }),
        client.invalidateQueries({ queryKey: INSTALLMENTS_KEY }),
        client.invalidateQueries({ queryKey: CHECKOUT_DETAILS_KEY }),
      ]);
    } catch (error) {
      logFailure('NTE_CO_GenerateSI', error);
      store.showGlobalError(ERROR_MESSAGES.technicalIssue);
    } finally {
      setPending('');
      store.setCheckoutInProgress(false);
    }
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const problems = [];
    if (schedule?.showSelfTechInstall && !type)
      problems.push({ fieldId: ID.type, message: t('installation.typeRequired') });
    if (!date) problems.push({ fieldId: ID.date, message: t('installation.dateRequired') });
    else if (!chosenSlot)
      problems.push({ fieldId: ID.slot, message: t('installation.slotRequired') });
    if (type === 'tech' && !covid)
      problems.push({ fieldId: ID.covid, message: t('installation.covidRequired') });
    if (e.fail(problems)) return;

    const store = useAppStore.getState();
    store.clearGlobalError();
    store.setCheckoutInProgress(true);
    try {
      const answer = await postSetDueDate({
        dueDate: date,
        timeSlotCode: slot,
        ...(type === 'self' || type === 'tech' ? { SIselected: type } : {}),
      });
      const refused = validateDueDateReservation(answer, 'classic');
      if (refused) {
        // Taken in between: say so at the slot, and show what is left now.
        setSlot('');
        e.fail([{ fieldId: ID.slot, message: refused }]);
        await dueDates.refetch();
        return;
      }
      if (type === 'tech') {
        try {
          await postCovidAnswer(covid === 'Y' ? 'Y' : 'N');
        } catch (error) {
          logFailure('NTE_CO_CovidQ', error);
          store.showGlobalError(ERROR_MESSAGES.technicalIssue);
          return;
        }
      }
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // The slot is no longer there (held by someone else): the same message and fresh slots.
        setSlot('');
        e.fail([
          { fieldId: ID.slot, message: error.message || ERROR_MESSAGES.dueDateSlotUnavailable },
        ]);
        await dueDates.refetch();
        return;
      }
      store.showGlobalError(refusalMessage(error, ERROR_MESSAGES.technicalIssue));
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  // The catalogue's name and one-time price of each option, as customise showed them.
  const optionLabel = (choice: 'self' | 'tech') => {
    const option = schedule?.techOptions.find((o) => o.code === choice);
    if (!option?.price) return t(`installation.${choice}`);
    return t('installation.option', {
      name: option.description,
      price:
        option.price === '0.00'
          ? t('installation.noCharge')
          : t('installation.oneTimePrice', { price: dollars(option.price) }),
    });
  };

  if (!ready && !schedule) return <p>{t('installation.after')}</p>;
  if (dueDates.isPending) return <p role="status">{t('installation.loading')}</p>;
  if (!schedule) return null;

  return (
    <form noValidate onSubmit={(ev) => void submit(ev)} aria-busy={busy}>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />
      <p className={styles.intro}>{t('installation.intro')}</p>

      {schedule.showSelfTechInstall && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('installation.type')}</legend>
          {e.of(ID.type) && <p className={styles.error}>{e.of(ID.type)}</p>}
          {(['self', 'tech'] as const).map((choice, i) => (
            <label key={choice} className={styles.block}>
              <input
                type="radio"
                name="installation-type"
                id={i === 0 ? ID.type : undefined}
                checked={type === choice}
                disabled={busy}
                ref={type === choice ? checkedType : undefined}
                onChange={() => {
                  pressType();
                  void chooseType(choice);
                }}
              />
              <span>
                {optionLabel(choice)}
                <br />
                <span className={styles.hint}>{t(`installation.${choice}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {schedule.dates.length === 0 ? (
        <p role="status" className={styles.notice}>
          {t('installation.noDates')}
        </p>
      ) : (
        <fieldset
          className={`${styles.fieldset} ${e.of(ID.date) ? styles.invalid : ''}`}
          aria-describedby={e.of(ID.date) ? `${ID.date}-error` : undefined}
        >
          <legend className={styles.legend}>{t('installation.date')}</legend>
          <FieldError of={ID.date} message={e.of(ID.date)} className={styles.error} />
          <div className={styles.dates}>
            {schedule.dates.map((d, i) => (
              <label key={d} className={styles.choice}>
                <input
                  type="radio"
                  name="installation-date"
                  id={i === 0 ? ID.date : undefined}
                  value={d}
                  checked={date === d}
                  onChange={() => {
                    setDate(d);
                    setSlot('');
                  }}
                />
                {formatLongDay(d)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {date && (
        <fieldset
          className={`${styles.fieldset} ${e.of(ID.slot) ? styles.invalid : ''}`}
          aria-describedby={e.of(ID.slot) ? `${ID.slot}-error` : undefined}
        >
          <legend className={styles.legend}>
            {t('installation.slotFor', { date: formatLongDay(date) })}
          </legend>
          <FieldError of={ID.slot} message={e.of(ID.slot)} className={styles.error} role="alert" />
          <div className={styles.options}>
            {slots.map((s, i) => {
              const full = s.available <= 0;
              return (
                <label key={s.code} className={styles.choice} data-disabled={full || undefined}>
                  <input
                    type="radio"
                    name="installation-slot"
                    id={i === 0 ? ID.slot : undefined}
                    value={s.code}
                    checked={slot === s.code}
                    disabled={full}
                    onChange={() => setSlot(s.code)}
                  />
                  {s.interval} (
                  {full
                    ? t('installation.full')
                    : t('installation.placesLeft', { count: s.available })}
                  )
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {type === 'tech' && (
        <fieldset
          className={`${styles.fieldset} ${e.of(ID.covid) ? styles.invalid : ''}`}
          aria-describedby={`${ID.covid}-hint${e.of(ID.covid) ? ` ${ID.covid}-error` : ''}`}
        >
          <legend className={styles.legend}>{t('installation.covidQuestion')}</legend>
          <p id={`${ID.covid}-hint`} className={styles.hint}>
            {t('installation.covidHint')}
          </p>
          <FieldError of={ID.covid} message={e.of(ID.covid)} className={styles.error} />
          <div className={styles.options}>
            {(['Y', 'N'] as const).map((v, i) => (
              <label key={v} className={styles.choice}>
                <input
                  type="radio"
                  name="installation-covid"
                  id={i === 0 ? ID.covid : undefined}
                  checked={covid === v}
                  onChange={() => setCovid(v)}
                />
                {t(v === 'Y' ? 'installation.yes' : 'installation.no')}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <SaveActions disabled={busy}>{t('installation.save')}</SaveActions>
    </form>
  );
}
