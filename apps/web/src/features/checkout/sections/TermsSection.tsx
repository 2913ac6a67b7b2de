import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsResponse } from '@bizline/domain/checkout/terms';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { digitsOnly, formatPhoneDisplay, formatTenDigitPhone } from '@bizline/domain/format';
import { isRefusal } from '../../../shared/api/api-error';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary, type SummaryError } from '../../../shared/ui/ErrorSummary';
import { FieldError, errorAria } from '../../../shared/ui/FieldError';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { TextFields, type FieldSpec } from '../../../shared/ui/TextFields';
import { postAcceptTerms, useLoaNext, useTerms } from '../api/accept-terms';
import { useCheckoutDetails, type CheckoutDetails } from '../api/get-checkout-details';
import {
  postLetterOfAuthorization,
  useBroadbandLabels,
  type LetterOfAuthorization,
} from '../api/post-letter-of-authorization';
import { useFormErrors } from '../form-errors';
import styles from './later-sections.module.css';
import { SaveActions } from './SaveActions';
import { BroadbandLabel, TermsText } from './TermsDocuments';

const ID = {
  firstName: 'loa-firstName',
  lastName: 'loa-lastName',
  cNumber: 'loa-cNumber',
  tDate: 'loa-tDate',
  localService: 'loa-localService',
  tos: 'terms-tosCheck',
  sms: 'terms-smsConsent',
  text: 'terms-text',
} as const;

const SERVICES = ['localService', 'intraLATA', 'interLATA'] as const;
type Service = (typeof SERVICES)[number];
type LetterField = 'firstName' | 'lastName' | 'cNumber' | 'tDate';

/** Today as mm/dd/yyyy (the letter's date, tDate). */
function today(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getMonth() + 1)}/${p(d.getDate())}/${d.getFullYear()}`;
}

/**
 * Terms (002 §3, §7; issue 10 §3: agree only to what is shown): the letter of authorisation
 * (Checkout/LetterOfAuthorization) only when a phone number is moved (Checkout/LOANEXT), the
 * broadband facts label (Checkout/BroadbandLabelTemplate), the terms text in effect
 * (Checkout/TermsAndConditions) and then the checkbox (Checkout/AcceptTerms with the version
 * shown).
 */
export function TermsSection({ onSaved }: { onSaved: () => void }) {
  const details = useCheckoutDetails().data;
  const terms = useTerms();
  const loa = useLoaNext();
  const { t } = useTranslation('checkout');
  // An answer without the text is no terms to agree to.
  if (terms.isError || (terms.data && !Array.isArray(terms.data.sections)))
    return <p role="alert">{t('terms.textFailed')}</p>;
  // The form starts from the saved letter or the contact, and shows the terms: it waits for them.
  if (!details || !terms.data || !loa.data) return <PageLoading />;
  return (
    <TermsForm
      details={details}
      terms={terms.data}
      loaRequired={loa.data.loaRequired === 'Y'}
      movedNumbers={loa.data.numbers ?? []}
      onSaved={onSaved}
    />
  );
}

function TermsForm({
  details,
  terms,
  loaRequired,
  movedNumbers,
  onSaved,
}: {
  details: CheckoutDetails;
  terms: TermsResponse;
  loaRequired: boolean;
  movedNumbers: string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation('checkout');
  const busy = useAppStore((s) => s.checkoutInProgress);
  const labels = useBroadbandLabels();
  const saved = details.loa;
  const contact = details.contactInfo;
  const [services, setServices] = useState<Record<Service, boolean>>({
    localService: saved?.localService === 'Y',
    intraLATA: saved?.intraLATA === 'Y',
    interLATA: saved?.interLATA === 'Y',
  });
  const [letter, setLetter] = useState<Record<LetterField, string>>(() => ({
    firstName: saved?.firstName ?? contact?.firstName ?? '',
    lastName: saved?.lastName ?? contact?.lastName ?? '',
    // The current number: the (first) number being moved.
    cNumber: formatTenDigitPhone(saved?.cNumber || movedNumbers[0] || contact?.phoneNumber || ''),
    tDate: saved?.tDate || today(),
  }));
  const { firstName, lastName, cNumber, tDate } = letter;
  const setLetterField = (f: LetterField, value: string) =>
    setLetter((old) => ({ ...old, [f]: value }));
  const letterField = (f: LetterField) => ({
    id: ID[f],
    label: t(`terms.${f}`),
    value: letter[f],
    error: e.of(ID[f]),
    onChange: (ev: ChangeEvent<HTMLInputElement>) => setLetterField(f, ev.target.value),
  });
  // The letter's signer, current number and date (the spec's words and formats).
  const letterFields: FieldSpec<LetterField>[] = [
    { name: 'firstName', autoComplete: 'given-name' },
    { name: 'lastName', autoComplete: 'family-name' },
    {
      name: 'cNumber',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      maxLength: 14,
      onBlur: () => setLetterField('cNumber', formatTenDigitPhone(cNumber)),
    },
    { name: 'tDate', hint: t('terms.tDateHint'), maxLength: 10 },
  ];
  const [tos, setTos] = useState(details.tosCheck === 'Y');
  // Texts about the order are the customer's choice: unticked until they tick it.
  const [sms, setSms] = useState(details.smsConsent === 'Y');
  const e = useFormErrors();

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const problems: SummaryError[] = [];
    if (loaRequired && !services.localService)
      problems.push({ fieldId: ID.localService, message: t('terms.localServiceRequired') });
    if (loaRequired && !firstName.trim())
      problems.push({ fieldId: ID.firstName, message: t('terms.firstNameRequired') });
    if (loaRequired && !lastName.trim())
      problems.push({ fieldId: ID.lastName, message: t('terms.lastNameRequired') });
    if (loaRequired && digitsOnly(cNumber).length !== 10)
      problems.push({ fieldId: ID.cNumber, message: t('terms.cNumberInvalid') });
    if (loaRequired && !/^\d{2}\/\d{2}\/\d{4}$/.test(tDate.trim()))
      problems.push({ fieldId: ID.tDate, message: t('terms.tDateInvalid') });
    if (!tos) problems.push({ fieldId: ID.tos, message: t('terms.tosRequired') });
    if (e.fail(problems)) return;

    const body: LetterOfAuthorization = {
      localService: services.localService ? 'Y' : 'N',
      intraLATA: services.intraLATA ? 'Y' : 'N',
      interLATA: services.interLATA ? 'Y' : 'N',
      tDate: tDate.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      // Phone numbers go without dashes.
      cNumber: digitsOnly(cNumber),
    };
    const store = useAppStore.getState();
    store.clearGlobalError();
    store.setCheckoutInProgress(true);
    try {
      // The letter only when a number is moved; the terms name the version shown.
      const loa = loaRequired ? await postLetterOfAuthorization(body) : null;
      const accepted =
        !loa || loa.Status === 'SUCCESS' ? await postAcceptTerms(terms.version, sms) : loa;
      if (accepted.Status !== 'SUCCESS') {
        store.showGlobalError(accepted.message || ERROR_MESSAGES.technicalIssue);
        return;
      }
      onSaved();
    } catch (error) {
      if (isRefusal(error)) {
        const field = error.field?.split('.').pop() ?? '';
        const fieldId = (ID as Record<string, string>)[field];
        if (fieldId && e.fail([{ fieldId, message: error.message }])) return;
        store.showGlobalError(error.message);
        return;
      }
      store.showGlobalError(ERROR_MESSAGES.technicalIssue);
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  return (
    <form noValidate onSubmit={(ev) => void submit(ev)} aria-busy={busy}>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />

      {loaRequired && (
        <>
          <h3>{t('terms.loaTitle')}</h3>
          <p className={styles.intro}>{t('terms.loaIntro')}</p>
          <ul aria-label={t('terms.loaNumbers')}>
            {movedNumbers.map((tn) => (
              <li key={tn}>{formatPhoneDisplay(tn)}</li>
            ))}
          </ul>
          <p className={styles.intro}>{t('terms.loaText')}</p>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('terms.loaServices')}</legend>
            <FieldError
              of={ID.localService}
              message={e.of(ID.localService)}
              className={styles.error}
            />
            {SERVICES.map((s) => (
              <label key={s} className={styles.block}>
                <input
                  type="checkbox"
                  {...(s === 'localService'
                    ? { id: ID.localService, ...errorAria(ID.localService, e.of(ID.localService)) }
                    : {})}
                  checked={services[s]}
                  onChange={(ev) => setServices((v) => ({ ...v, [s]: ev.target.checked }))}
                />
                <span>{t(`terms.${s}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextFields fields={letterFields} bind={letterField} />
        </>
      )}

      <h3>{t('terms.labelTitle')}</h3>
      {labels.isPending ? (
        <p role="status">{t('terms.labelLoading')}</p>
      ) : labels.isError ? (
        <p>{t('terms.labelFailed')}</p>
      ) : (
        labels.data.label && <BroadbandLabel label={labels.data.label} />
      )}

      <h3>{t('terms.textTitle')}</h3>
      <TermsText terms={terms} id={ID.text} />

      <div className={e.of(ID.tos) ? styles.invalid : undefined}>
        <FieldError of={ID.tos} message={e.of(ID.tos)} className={styles.error} />
        <label className={styles.block}>
          <input
            id={ID.tos}
            type="checkbox"
            checked={tos}
            {...errorAria(ID.tos, e.of(ID.tos))}
            onChange={(ev) => setTos(ev.target.checked)}
          />
          <span>{t('terms.tosCheckVersion', { version: terms.version })}</span>
        </label>
      </div>

      <h3>{t('terms.smsConsentTitle')}</h3>
      <p id={`${ID.sms}-hint`} className={styles.hint}>
        {t('terms.smsConsentHint')}
      </p>
      <label className={styles.block}>
        <input
          id={ID.sms}
          type="checkbox"
          checked={sms}
          aria-describedby={`${ID.sms}-hint`}
          onChange={(ev) => setSms(ev.target.checked)}
        />
        <span>{t('terms.smsConsent')}</span>
      </label>

      <SaveActions disabled={busy}>{t('terms.save')}</SaveActions>
    </form>
  );
}
