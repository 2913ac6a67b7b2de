import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isQuoteReservationSuccess } from '@bizline/domain/validators/due-date';
import { validateEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { validatePhone } from '@bizline/domain/validators/phone';
import { isApiError } from '../../shared/api/api-error';
import { useAppStore } from '../../shared/store/app-store';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { QuoteSummary } from './QuoteSummary';
import { formatLongDay } from '@bizline/domain/format';
import {
  fetchOmniCartSummary,
  fetchQuoteDueDates,
  postOloDetails,
  reserveQuoteSlot,
  submitQuotesOrder,
  type OmniCartInfo,
} from './quote-calls';
import styles from './QuoteCheckoutPage.module.css';
import { AlertText } from '../../shared/ui/AlertText';

type ContactField = 'firstName' | 'lastName' | 'email' | 'mobile';
const CONTACT_FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'mobile'];
const SERVER_FIELD: Record<string, ContactField> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  EmailId: 'email',
  MobileNumber: 'mobile',
};
const fieldId = (f: ContactField) => `quote-${f}`;

interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/**
 * The open quote: its summary, the contact for OmniOLODetails, the due dates, the slot reserved
 * and the order submitted.
 */
export function QuoteCheckout({ quoteNumber, info }: { quoteNumber: string; info: OmniCartInfo }) {
  const { t } = useTranslation('quote-checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setQuoteOrder = useAppStore((s) => s.setQuoteOrder);
  const setConfirmationInfo = useAppStore((s) => s.setConfirmationInfo);
  const address = info.OmniServiceAddressInfo;
  const summary = useQuery({
    queryKey: ['quote-checkout', 'summary', quoteNumber],
    queryFn: fetchOmniCartSummary,
  });

  // ----- contact (OmniOLODetails) -----
  const [contact, setContact] = useState<Contact>({
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
  });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const [contactSaved, setContactSaved] = useState(false);
  const [savingContact, setSavingContact] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const validate = (c: Contact) => {
    const found: Partial<Record<ContactField, string>> = {};
    const checks: [ContactField, string | null][] = [
      ['firstName', validateName(c.firstName.trim(), 'first')],
      ['lastName', validateName(c.lastName.trim(), 'last')],
      ['email', validateEmail(c.email.trim())],
      ['mobile', validatePhone(c.mobile)],
    ];
    for (const [f, message] of checks) if (message) found[f] = message;
    return found;
  };

  const saveContact = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validate(contact);
    setErrors(found);
    if (Object.keys(found).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setSavingContact(true);
    try {
      await postOloDetails({
        MonNo: '',
        EmailId: contact.email.trim(),
        FirstName: contact.firstName.trim(),
        LastName: contact.lastName.trim(),
        ZipCode: address.ZipCode,
        FlowType: 'FIOS',
        MobileNumber: contact.mobile.replace(/\D/g, ''),
      });
      setContactSaved(true);
    } catch (error) {
      const field = isApiError(error) && error.field ? SERVER_FIELD[error.field] : undefined;
      if (field && isApiError(error)) {
        setErrors({ [field]: error.message });
        setAttempt((n) => n + 1);
      } else setFailure(isApiError(error) ? error.message : t('failed'));
    } finally {
      setSavingContact(false);
    }
  };

  // ----- installation (GetDueDatesByCoA / SetDueDatesByCoA) -----
  const dueDates = useQuery({
    queryKey: ['quote-checkout', 'due-dates', quoteNumber],
    queryFn: () => fetchQuoteDueDates(info.EpSessionId),
    enabled: contactSaved,
  });
  const [date, setDate] = useState('');
  const [code, setCode] = useState('');
  const [slotError, setSlotError] = useState<string | null>(null);
  const [reserved, setReserved] = useState<{ date: string; time: string } | null>(null);
  const [reserving, setReserving] = useState(false);
  const slots = (date && dueDates.data?.DueDateIntervals[date]) || [];

  const reserve = async () => {
    setSlotError(null);
    if (!date || !code) return setSlotError(t('install.chooseBoth'));
    setReserving(true);
    try {
      const res = await reserveQuoteSlot(info.EpSessionId, date, code);
      if (isQuoteReservationSuccess(res)) {
        const time = slots.find((s) => s.code === code)?.interval ?? code;
        setReserved({ date, time });
      } else {
        setReserved(null);
        setSlotError(res.outputField.dueDatesSetField[0]?.messageField ?? t('failed'));
        setCode('');
        await queryClient.invalidateQueries({
          queryKey: ['quote-checkout', 'due-dates', quoteNumber],
        });
      }
    } catch (error) {
      setSlotError(isApiError(error) ? error.message : t('failed'));
    } finally {
      setReserving(false);
    }
  };

  // ----- submit (SubmitQuotesOrderByCoA, one idempotency key per page) -----
  const idempotencyKey = useRef(crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const canSubmit = contactSaved && reserved !== null;

  const submit = async () => {
    if (!contactSaved || !reserved || submitting) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const res = await submitQuotesOrder(idempotencyKey.current);
      const orderNumber = res.outputField.svcOrderNumbersField[0] ?? '';
      if (res.CreditCheckStatus === 'FAILURE') {
        setConfirmationInfo({ svc_orderNo: orderNumber, Refno: '' });
        void navigate('/confirmation-contact-rep', {
          state: { svc_orderNo: orderNumber, Refno: '' },
        });
        return;
      }
      const order = {
        orderNumber,
        quoteNumber,
        dueDate: reserved.date,
        timeSlot: reserved.time,
        email: contact.email.trim(),
      };
      setQuoteOrder(order);
      void navigate('/optix-confirmation', { state: order });
    } catch (error) {
      setSubmitError(isApiError(error) ? error.message : t('failed'));
      setSubmitting(false);
    }
  };

  const summaryErrors: SummaryError[] = CONTACT_FIELDS.flatMap((f) =>
    errors[f] ? [{ fieldId: fieldId(f), message: `${t(`contact.${f}`)}: ${errors[f]}` }] : [],
  );

  const field = (
    f: ContactField,
    extra: {
      type?: string;
      inputMode?: 'tel' | 'email';
      autoComplete?: string;
      hint?: string;
    } = {},
  ) => (
    <TextField
      id={fieldId(f)}
      label={t(`contact.${f}`)}
      value={contact[f]}
      error={errors[f]}
      disabled={contactSaved}
      {...extra}
      onChange={(e) => {
        setContact({ ...contact, [f]: e.target.value });
        if (errors[f]) setErrors({ ...errors, [f]: undefined });
      }}
    />
  );

  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.muted}>{t('quoteNumber', { quote: quoteNumber })}</p>
      <h2 className={styles.subheading}>{t('serviceAddress')}</h2>
      <p>
        {address.Address}, {address.City}, {address.State} {address.ZipCode}
      </p>

      <div className={styles.layout}>
        <div className={styles.steps}>
          <section aria-labelledby="quote-contact" className={styles.section}>
            <h2 id="quote-contact">{t('contact.heading')}</h2>
            <p>{t('contact.intro')}</p>
            <ErrorSummary title={t('errorSummary')} errors={summaryErrors} attempt={attempt} />
            <form noValidate onSubmit={saveContact} className={styles.form}>
              <div className={styles.row}>
                {field('firstName', { autoComplete: 'given-name' })}
                {field('lastName', { autoComplete: 'family-name' })}
              </div>
              {field('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
              {field('mobile', {
                type: 'tel',
                inputMode: 'tel',
                autoComplete: 'tel',
                hint: t('contact.mobileHint'),
              })}
              <AlertText text={failure} className={styles.error} />
              <div role="status">
                {contactSaved && <p className={styles.done}>{t('contact.saved')}</p>}
              </div>
              {contactSaved ? (
                <Button
                  className="btn btn-secondary"
                  onPress={() => {
                    setContactSaved(false);
                    setReserved(null);
                  }}
                >
                  {t('contact.change')}
                </Button>
              ) : (
                <Button type="submit" className="btn btn-primary" isDisabled={savingContact}>
                  {t('contact.save')}
                </Button>
              )}
            </form>
          </section>

          <section aria-labelledby="quote-install" className={styles.section}>
            <h2 id="quote-install">{t('install.heading')}</h2>
            {!contactSaved ? (
              <p className={styles.muted}>{t('install.needContact')}</p>
            ) : dueDates.isPending ? (
              <p role="status">{t('install.loading')}</p>
            ) : dueDates.isError || dueDates.data.GetDueDateStatus !== 'SUCCESS' ? (
              <p role="alert" className={styles.error}>
                {t('failed')}
              </p>
            ) : dueDates.data.DueDates.length === 0 ? (
              <p>{t('install.none')}</p>
            ) : (
              <>
                <p>{t('install.intro')}</p>
                {dueDates.data.ShowCovidRestriction === 'Y' && (
                  <p className={styles.notice}>{t('install.covid')}</p>
                )}
                {dueDates.data.dispatchInfoField && (
                  <p className={styles.muted}>{dueDates.data.dispatchInfoField}</p>
                )}
                <div className={styles.field}>
                  <label htmlFor="quote-date" className={styles.label}>
                    {t('install.date')}
                  </label>
                  <select
                    id="quote-date"
                    className={styles.select}
                    value={date}
                    onChange={(e) => {
                      setDate(e.target.value);
                      setCode('');
                      setSlotError(null);
                    }}
                  >
                    <option value="">{t('install.chooseDate')}</option>
                    {dueDates.data.DueDates.map((d) => (
                      <option key={d} value={d}>
                        {formatLongDay(d)}
                      </option>
                    ))}
                  </select>
                </div>
                {date && slots.length > 0 && (
                  <RadioGroup
                    className={styles.choice}
                    value={code}
                    onChange={(v) => {
                      setCode(v);
                      setSlotError(null);
                    }}
                  >
                    <Label className={styles.label}>{t('install.time')}</Label>
                    {slots.map((s) => (
                      <Radio key={s.code} value={s.code} className={styles.radio}>
                        {s.interval}
                      </Radio>
                    ))}
                  </RadioGroup>
                )}
                <AlertText text={slotError} className={styles.error} />
                <div role="status">
                  {reserved && (
                    <p className={styles.done}>
                      {t('install.reserved', {
                        date: formatLongDay(reserved.date),
                        time: reserved.time,
                      })}
                    </p>
                  )}
                </div>
                <Button
                  className="btn btn-secondary"
                  isDisabled={reserving}
                  onPress={() => void reserve()}
                >
                  {t('install.reserve')}
                </Button>
              </>
            )}
          </section>

          <section aria-labelledby="quote-submit" className={styles.section}>
            <h2 id="quote-submit">{t('submit.heading')}</h2>
            {!canSubmit && (
              <p id="quote-submit-reason" className={styles.muted}>
                {t('submit.needBoth')}
              </p>
            )}
            <AlertText text={submitError} className={styles.error} />
            <Button
              className="btn btn-primary"
              isDisabled={!canSubmit || submitting}
              aria-describedby={canSubmit ? undefined : 'quote-submit-reason'}
              onPress={() => void submit()}
            >
              {submitting ? t('submit.sending') : t('submit.button')}
            </Button>
          </section>
        </div>
        <aside aria-labelledby="optix-summary" className={styles.summary}>
          <h2 id="optix-summary">{t('summary.heading')}</h2>
          {summary.data ? (
            <QuoteSummary summary={summary.data} />
          ) : summary.isError ? (
            <p role="alert">{t('failed')}</p>
          ) : (
            <p role="status">{t('loading')}</p>
          )}
        </aside>
      </div>
    </div>
  );
}
