import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_EVENTS,
  CUSTOMER_TYPES,
  DEFAULT_CUSTOMER_TYPE,
  type CustomerType,
} from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { digitsOnly, normalizeTaxId } from '@bizline/domain/format';
import { meetsSsnRule, normalizeCustomerType } from '@bizline/domain/validators/credit';
import { validateName } from '@bizline/domain/validators/names';
import type { CreditCheckRequest } from '@bizline/domain/wire/checkout';
import { logEvent } from '../../../shared/analytics/analytics';
import { ApiError, isRefusal } from '../../../shared/api/api-error';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary, type SummaryError } from '../../../shared/ui/ErrorSummary';
import { TextField } from '../../../shared/ui/TextField';
import { useCheckoutDetails, useRefreshCheckout } from '../api/get-checkout-details';
import { postNextButtonCC } from '../api/next-button-cc';
import { creditCheckRan } from '../checkout-panels';
import { loadEncrypter } from '../encrypt';
import { useFormErrors } from '../form-errors';
import styles from '../CheckoutPage.module.css';
import type { SectionProps } from './BusinessInfoSection';
import { OtpStep } from './OtpStep';
import {
  emptyOwner,
  ownersOf,
  isCompany,
  isBlankOwner,
  isRealPastDate,
  noSsnChecked,
  blankOwner,
  OwnerFields,
  type OwnerKey,
  type Owner,
  type Company,
} from './CreditOwnerFields';

/**
 * Credit check: the customer type with its owner or company blocks, the SSN rule,
 * SSN and tax id encrypted in the browser (encrypt.ts) before Checkout/NextButtonCC, then the
 * one-time passcode step. The section is complete when the passcode is verified.
 */
export function CreditCheckSection({ onSaved }: SectionProps) {
  const { t } = useTranslation('checkout');
  const { data } = useCheckoutDetails();
  const refresh = useRefreshCheckout();
  const busy = useAppStore((s) => s.checkoutInProgress);
  const setNoSsn = useAppStore((s) => s.setNoSsnChecked);
  const progress = data?.progress;
  const [type, setType] = useState<CustomerType>(
    () => normalizeCustomerType(data?.customerType) ?? DEFAULT_CUSTOMER_TYPE,
  );
  const [owners, setOwners] = useState<Record<OwnerKey, Owner>>(() => {
    const from = (k: OwnerKey): Owner => {
      const saved = data?.[k];
      if (!saved) return emptyOwner();
      const [month = '', day = '', year = ''] = (saved.dob ?? '').split('/');
      const missing = saved.dob === '0/0/0';
      return {
        ...emptyOwner(),
        firstName: saved.firstName,
        lastName: saved.lastName,
        middleInitial: saved.middleInitial,
        isNoSsn: saved.isNoSsn === 'Y',
        ...(missing ? {} : { month, day, year }),
      };
    };
    return { soleOwner: from('soleOwner'), partner1: from('partner1'), partner2: from('partner2') };
  });
  const [company, setCompany] = useState<Company>({ billingName: '', taxIdNumber: '' });
  // What the check answered: a pass in the success style, a failure or a deposit as a notice.
  const [result, setResult] = useState<{ text: string; passed: boolean } | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The passcode step shows once the credit check ran (also after a reload).
  const ran = progress !== undefined && creditCheckRan(progress);
  const e = useFormErrors();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    setNoSsn(noSsnChecked(type, owners));
  }, [type, owners, setNoSsn]);
  // The form goes away once the check ran: the focus goes to its answer, read out, with the
  // passcode step right after it, rather than to the page.
  useEffect(() => {
    if (ran && result) resultRef.current?.focus();
  }, [ran, result]);

  const touch = () => {
    if (started) return;
    setStarted(true);
    void logEvent({
      eventType: 'Analytics',
      eventName: ANALYTICS_EVENTS.creditCheckInitiate,
      sectionName: 'creditCheck',
    });
  };
  const setOwner = (k: OwnerKey, patch: Partial<Owner>) => {
    touch();
    setOwners((o) => ({ ...o, [k]: { ...o[k], ...patch } }));
  };

  const validate = (): SummaryError[] => {
    const list: SummaryError[] = [];
    const put = (fieldId: string, message: string | null) => {
      if (message) list.push({ fieldId, message });
    };
    for (const k of ownersOf(type)) {
      const o = owners[k];
      if (k === 'partner2' && isBlankOwner(o)) continue;
      put(`cc-${k}-firstName`, validateName(o.firstName.trim(), 'first'));
      put(`cc-${k}-lastName`, validateName(o.lastName.trim(), 'last'));
      put(`cc-${k}-month`, isRealPastDate(o) ? null : t('creditCheck.dobInvalid'));
      if (!o.isNoSsn && o.ssn.trim() !== '' && !/^\d{9}$/.test(digitsOnly(o.ssn)))
        put(`cc-${k}-ssn`, t('creditCheck.ssnInvalid'));
    }
    if (isCompany(type)) {
      put(
        `cc-${type}-billingName`,
        company.billingName.trim() ? null : t('creditCheck.billingNameRequired'),
      );
      put(
        `cc-${type}-taxIdNumber`,
        /^\d{9}$/.test(normalizeTaxId(company.taxIdNumber)) ? null : t('creditCheck.taxIdInvalid'),
      );
    }
    const ssnOf = (o: Owner) => (o.isNoSsn ? '' : digitsOnly(o.ssn));
    const rule = meetsSsnRule({
      customerType: type,
      soleOwner: { isNoSsn: owners.soleOwner.isNoSsn, ssn: ssnOf(owners.soleOwner) },
      partner1: { ssn: ssnOf(owners.partner1) },
      partner2: { ssn: ssnOf(owners.partner2) },
    });
    if (!rule) {
      put(
        type === 'partners' ? 'cc-partner1-ssn' : 'cc-soleOwner-ssn',
        type === 'partners' ? t('creditCheck.ssnRulePartners') : t('creditCheck.ssnRuleSole'),
      );
    }
    return list;
  };

  /** The request with every SSN and tax id encrypted; clear values stay in this function. */
  const buildRequest = async (): Promise<CreditCheckRequest> => {
    const enc = await loadEncrypter();
    const owner = async (o: Owner) => {
      if (isBlankOwner(o)) return { ...blankOwner(), dob: { month: 0, day: 0, year: 0 } };
      return {
        firstName: o.firstName.trim(),
        lastName: o.lastName.trim(),
        middleInitial: o.middleInitial.trim().slice(0, 1),
        isNoSsn: o.isNoSsn ? 'Y' : 'N',
        dob: { month: Number(o.month), day: Number(o.day), year: Number(o.year) },
        ssn: o.isNoSsn ? '' : await enc.encrypt(digitsOnly(o.ssn)),
      };
    };
    const body: CreditCheckRequest = { customerType: type, kid: enc.kid };
    for (const k of ownersOf(type)) body[k] = await owner(owners[k]);
    if (isCompany(type)) {
      body[type] = {
        billingName: company.billingName.trim(),
        taxIdNumber: await enc.encrypt(normalizeTaxId(company.taxIdNumber)),
      };
    }
    return body;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setResult(null);
    if (e.fail(validate())) return;
    const store = useAppStore.getState();
    store.setCheckoutInProgress(true);
    try {
      let body: CreditCheckRequest;
      try {
        body = await buildRequest();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        e.fail([{ fieldId: 'cc-customerType-0', message: t('creditCheck.encryptFailed') }]);
        return;
      }
      const answer = await postNextButtonCC(body);
      // The clear numbers are not needed any more: drop them from the form.
      setOwners((o) => ({
        soleOwner: { ...o.soleOwner, ssn: '' },
        partner1: { ...o.partner1, ssn: '' },
        partner2: { ...o.partner2, ssn: '' },
      }));
      setCompany((c) => ({ ...c, taxIdNumber: '' }));
      void logEvent({
        eventType: 'Analytics',
        eventName: ANALYTICS_EVENTS.creditCheckComplete,
        sectionName: 'creditCheck',
        logs: { CreditCheckStatus: answer.CreditCheckStatus },
      });
      setResult(
        answer.CreditCheckStatus === 'FAILURE'
          ? { text: t('creditCheck.failed'), passed: false }
          : answer.depositRequired === 'Y'
            ? {
                text: t('creditCheck.depositNeeded', { amount: answer.depositAmount }),
                passed: false,
              }
            : { text: t('creditCheck.passed'), passed: true },
      );
      await refresh();
    } catch (error) {
      if (isRefusal(error)) {
        e.fail([{ fieldId: 'cc-customerType-0', message: error.message }]);
      } else {
        store.showGlobalError(ERROR_MESSAGES.technicalIssue);
      }
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  if (ran) {
    return (
      <div className={styles.form}>
        {result && (
          <p
            className={result.passed ? styles.success : styles.notice}
            role="status"
            tabIndex={-1}
            ref={resultRef}
          >
            {result.text}
          </p>
        )}
        <OtpStep onSaved={onSaved} />
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />
      <p>{t('creditCheck.intro')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('creditCheck.customerType')}</legend>
        {CUSTOMER_TYPES.map((c, i) => (
          <label key={c} className={styles.choice}>
            <input
              id={`cc-customerType-${i}`}
              type="radio"
              name="cc-customerType"
              value={c}
              checked={type === c}
              disabled={busy}
              onChange={() => {
                touch();
                setType(c);
              }}
            />
            {t(`creditCheck.types.${c}`)}
          </label>
        ))}
      </fieldset>
      {ownersOf(type).map((k) => (
        <OwnerFields
          key={k}
          k={k}
          owner={owners[k]}
          disabled={busy}
          error={e.of}
          onChange={(patch) => setOwner(k, patch)}
        />
      ))}
      {isCompany(type) && (
        <fieldset className={styles.fieldset}>
          <legend>{t(`creditCheck.types.${type}`)}</legend>
          <TextField
            id={`cc-${type}-billingName`}
            label={t('creditCheck.billingName')}
            value={company.billingName}
            error={e.of(`cc-${type}-billingName`)}
            disabled={busy}
            autoComplete="organization"
            onChange={(x) => {
              touch();
              setCompany((c) => ({ ...c, billingName: x.target.value }));
            }}
          />
          <TextField
            id={`cc-${type}-taxIdNumber`}
            label={t('creditCheck.taxIdNumber')}
            hint={t('creditCheck.taxIdHint')}
            value={company.taxIdNumber}
            error={e.of(`cc-${type}-taxIdNumber`)}
            disabled={busy}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            onChange={(x) => {
              touch();
              setCompany((c) => ({ ...c, taxIdNumber: x.target.value }));
            }}
          />
        </fieldset>
      )}
      {noSsnChecked(type, owners) && <p className={styles.notice}>{t('creditCheck.noSsnNote')}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('continue')}
      </button>
    </form>
  );
}
