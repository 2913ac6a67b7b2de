import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, BILLING_RETRY_LIMIT } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { formatPhoneDashed, stripDashes } from '@bizline/domain/format';
import { isBillingAddressValidClassic } from '@bizline/domain/validators/billing';
import { validateEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { validatePhone } from '@bizline/domain/validators/phone';
import type { NextButtonBIRequest } from '@bizline/domain/wire/checkout';
import { logEvent } from '../../../shared/analytics/analytics';
import { isRefusal } from '../../../shared/api/api-error';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary, type SummaryError } from '../../../shared/ui/ErrorSummary';
import { TextFields, type FieldSpec } from '../../../shared/ui/TextFields';
import { useCheckoutDetails, type CheckoutDetails } from '../api/get-checkout-details';
import { postNextButtonBI } from '../api/next-button-bi';
import { useFormErrors } from '../form-errors';
import styles from '../CheckoutPage.module.css';

export interface SectionProps {
  onSaved: () => void;
}

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  selectedMailType: 'E' | 'P';
  useServiceAddress: boolean;
  address: string;
  unit: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The form starts from what the server saved (or pre-filled from qualification). */
function initialValues(d: CheckoutDetails | undefined, lq: { email: string; phone: string }) {
  const c = d?.contactInfo ?? {};
  const b = d?.businessInfo;
  return {
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    email: c.email || lq.email,
    phoneNumber: formatPhoneDashed(c.phoneNumber || lq.phone),
    businessName: c.businessName ?? '',
    selectedMailType: c.selectedMailType ?? 'E',
    useServiceAddress: b ? b.selected !== 'N' : true,
    address: b?.selected === 'N' ? b.address : '',
    unit: b?.selected === 'N' ? (b.unit ?? '') : '',
    city: b?.selected === 'N' ? b.city : '',
    state: b?.selected === 'N' ? b.state : '',
    zipCode: b?.selected === 'N' ? b.zipCode : '',
  } satisfies Values;
}

const FIELD_ID = {
  firstName: 'bi-firstName',
  lastName: 'bi-lastName',
  email: 'bi-email',
  phoneNumber: 'bi-phoneNumber',
  businessName: 'bi-businessName',
  address: 'bi-address',
  unit: 'bi-unit',
  city: 'bi-city',
  state: 'bi-state',
  zipCode: 'bi-zipCode',
} as const;
type FieldName = keyof typeof FIELD_ID;

/** The billing address fields, shown when the service address is not the billing one. */
const BILLING_FIELDS: FieldSpec<FieldName>[] = [
  { name: 'address', autoComplete: 'billing address-line1' },
  { name: 'unit', autoComplete: 'billing address-line2' },
  { name: 'city', autoComplete: 'billing address-level2' },
  { name: 'state', autoComplete: 'billing address-level1', maxLength: 2 },
  { name: 'zipCode', inputMode: 'numeric', autoComplete: 'billing postal-code', maxLength: 5 },
];

/**
 * Business information: contactInfo and the billing block, saved with
 * Checkout/NextButtonBI. The credit check opens only when the billing address is validated (or
 * the retry limit of 3 is reached) and the e-mail and mobile validations are not INVALID.
 */
export function BusinessInfoSection({ onSaved }: SectionProps) {
  const { t } = useTranslation('checkout');
  const { data } = useCheckoutDetails();
  const lqEmail = useAppStore((s) => s.email);
  const lqPhone = useAppStore((s) => s.phone);
  const retryCount = useAppStore((s) => s.billingRetryCount);
  const busy = useAppStore((s) => s.checkoutInProgress);
  const [v, setV] = useState<Values>(() => initialValues(data, { email: lqEmail, phone: lqPhone }));
  const [notice, setNotice] = useState<string | null>(null);
  const e = useFormErrors();
  const [started, setStarted] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    if (!started) {
      setStarted(true);
      void logEvent({
        eventType: 'Analytics',
        eventName: ANALYTICS_EVENTS.businessInfoInitiate,
        sectionName: 'businessInfo',
      });
    }
    setV((old) => ({ ...old, [key]: value }));
  };

  const validate = (): SummaryError[] => {
    const list: SummaryError[] = [];
    const put = (id: string, message: string | null) => {
      if (message) list.push({ fieldId: id, message });
    };
    put(FIELD_ID.firstName, validateName(v.firstName.trim(), 'first'));
    put(FIELD_ID.lastName, validateName(v.lastName.trim(), 'last'));
    put(FIELD_ID.email, validateEmail(v.email.trim()));
    put(FIELD_ID.phoneNumber, validatePhone(v.phoneNumber));
    put(
      FIELD_ID.businessName,
      v.businessName.trim() ? null : `${t('businessInfo.businessName')} ${t('required')}`,
    );
    if (!v.useServiceAddress) {
      const need = (id: string, value: string, label: string) =>
        put(id, value.trim() ? null : `${t(label)} ${t('required')}`);
      need(FIELD_ID.address, v.address, 'businessInfo.address');
      need(FIELD_ID.city, v.city, 'businessInfo.city');
      put(
        FIELD_ID.state,
        /^[A-Za-z]{2}$/.test(v.state.trim()) ? null : t('businessInfo.invalidState'),
      );
      put(FIELD_ID.zipCode, /^\d{5}$/.test(v.zipCode.trim()) ? null : t('businessInfo.invalidZip'));
    }
    return list;
  };

  const payload = (): NextButtonBIRequest => {
    const billing = v.useServiceAddress
      ? { selected: 'Y', address: '', city: '', state: '', zipCode: '', unit: '' }
      : {
          selected: 'N',
          address: v.address.trim(),
          city: v.city.trim(),
          state: v.state.trim().toUpperCase(),
          zipCode: v.zipCode.trim(),
          unit: v.unit.trim(),
        };
    return {
      contactInfo: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        phoneNumber: stripDashes(v.phoneNumber.trim()),
        businessName: v.businessName.trim(),
        selectedMailType: v.selectedMailType,
      },
      businessInfo: billing,
      // shippingInfo is a copy of businessInfo.
      shippingInfo: { ...billing },
      retryCount,
    };
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setNotice(null);
    if (e.fail(validate())) return;
    const store = useAppStore.getState();
    store.setCheckoutInProgress(true);
    try {
      const answer = await postNextButtonBI(payload());
      store.setBillingRetryCount(answer.retryCount);
      const ok = isBillingAddressValidClassic({
        status: answer.BillAddrValidatedStatus,
        retryCount: answer.retryCount,
        emailValidationStatus: answer.EmailValidationStatus,
        mobileValidationStatus: answer.MobileValidationStatus,
      });
      if (ok) {
        void logEvent({
          eventType: 'Analytics',
          eventName: ANALYTICS_EVENTS.businessInfoComplete,
          sectionName: 'businessInfo',
        });
        onSaved();
        return;
      }
      // Tell the visitor every reason the credit check cannot open yet.
      const list: SummaryError[] = [];
      if (answer.EmailValidationStatus === 'INVALID')
        list.push({ fieldId: FIELD_ID.email, message: t('businessInfo.emailInvalid') });
      if (answer.MobileValidationStatus === 'INVALID')
        list.push({ fieldId: FIELD_ID.phoneNumber, message: t('businessInfo.mobileInvalid') });
      if (answer.BillAddrValidatedStatus !== 'SUCCESS' && answer.retryCount < BILLING_RETRY_LIMIT) {
        list.push({
          fieldId: v.useServiceAddress ? 'bi-useServiceAddress' : FIELD_ID.address,
          message: t('businessInfo.billingNotValidated'),
        });
        setNotice(
          t('businessInfo.retriesLeft', { count: BILLING_RETRY_LIMIT - answer.retryCount }),
        );
      }
      e.fail(list);
    } catch (error) {
      if (isRefusal(error)) {
        const field = error.field?.split('.').pop();
        const id = field && field in FIELD_ID ? FIELD_ID[field as keyof typeof FIELD_ID] : null;
        e.fail([{ fieldId: id ?? FIELD_ID.firstName, message: error.message }]);
      } else {
        store.showGlobalError(ERROR_MESSAGES.technicalIssue);
      }
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  const contactFields: FieldSpec<FieldName>[] = [
    { name: 'firstName', autoComplete: 'given-name' },
    { name: 'lastName', autoComplete: 'family-name' },
    { name: 'email', type: 'email', autoComplete: 'email', spellCheck: false },
    {
      name: 'phoneNumber',
      hint: t('businessInfo.phoneHint'),
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      onChange: (x) => set('phoneNumber', formatPhoneDashed(x.target.value)),
    },
    { name: 'businessName', autoComplete: 'organization' },
  ];
  const field = (key: FieldName) => ({
    id: FIELD_ID[key],
    label: t(`businessInfo.${key}`),
    value: v[key],
    error: e.of(FIELD_ID[key]),
    disabled: busy,
    onChange: (x: { target: { value: string } }) => set(key, x.target.value),
  });

  return (
    <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />
      <p>{t('businessInfo.intro')}</p>
      <TextFields fields={contactFields} bind={field} />
      <fieldset className={styles.fieldset}>
        <legend>{t('businessInfo.mailType')}</legend>
        {(['E', 'P'] as const).map((m) => (
          <label key={m} className={styles.choice}>
            <input
              type="radio"
              name="bi-selectedMailType"
              value={m}
              checked={v.selectedMailType === m}
              disabled={busy}
              onChange={() => set('selectedMailType', m)}
            />
            {t(`businessInfo.mailType${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('businessInfo.billingAddress')}</legend>
        {notice && <p className={styles.notice}>{notice}</p>}
        <label className={styles.choice}>
          <input
            id="bi-useServiceAddress"
            type="checkbox"
            checked={v.useServiceAddress}
            disabled={busy}
            onChange={(x) => set('useServiceAddress', x.target.checked)}
          />
          {t('businessInfo.useServiceAddress')}
        </label>
        {v.useServiceAddress && data?.serviceAddress && (
          <p className={styles.muted}>
            {[
              data.serviceAddress.address,
              data.serviceAddress.unit,
              data.serviceAddress.city,
              `${data.serviceAddress.state} ${data.serviceAddress.zipCode}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        )}
        {!v.useServiceAddress && (
          <div className={styles.group}>
            <TextFields fields={BILLING_FIELDS} bind={field} />
          </div>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('continue')}
      </button>
    </form>
  );
}
