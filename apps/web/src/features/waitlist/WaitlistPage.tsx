import { useRef, useState, type ComponentProps } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { WaitlistRegisterResponse } from '@bizline/domain/wire/entry';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { api } from '../../shared/api/client';
import { isApiError } from '../../shared/api/api-error';
import { useServiceAddress } from '../../shared/entry/service-address';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { usePageCopy } from '../../shared/ui/use-page-title';
import fieldStyles from '../../shared/ui/TextField.module.css';
import {
  INPUT_FILTERS,
  WAITLIST_FIELDS,
  waitlistErrors,
  waitlistResolver,
  type WaitlistFormValues,
} from './waitlist-form';
import styles from './WaitlistPage.module.css';
import { AlertText } from '../../shared/ui/AlertText';

const fieldId = (field: string) => `waitlist-${field}`;

/**
 * /fios-registration (000 §2 screen 8, §5): 'Let me know when fiber internet is available'.
 * Every 000 §5 rule and message, filters as typed, prefilled with the session's address; submit
 * is enabled (aria) only when every required field is valid, and a blocked attempt shows the
 * error summary. On success it says what happens next.
 */
export function WaitlistPage() {
  const t = usePageCopy('waitlist');
  const address = useServiceAddress();
  // A kiosk has no header to leave by: its way on is a fresh start (issue 10 §6, decision 019).
  const referral = useReferralMode();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{
    res: WaitlistRegisterResponse;
    email: string;
  } | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  const form = useForm<WaitlistFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The error summary takes focus on a failed submit (GOV.UK), not the first field.
    shouldFocusError: false,
    resolver: waitlistResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      streetAddress: address?.street ?? '',
      unit: address?.unit ?? '',
      city: address?.city ?? '',
      zipCode: address?.zip ?? '',
      mobileNum: '',
      businessNum: '',
      checkBox: false,
    },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const current = useWatch({ control }) as WaitlistFormValues;
  const allValid = Object.keys(waitlistErrors(current)).length === 0;

  const onValid = async (values: WaitlistFormValues) => {
    setFailure(null);
    try {
      const res = await api.call(ENTRY_CALLS.waitlistRegister, {
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(values.mobileNum ? {} : { mobileNum: undefined }),
        ...(values.businessNum ? {} : { businessNum: undefined }),
      });
      setDone({ res, email: values.email.trim() });
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      if (isApiError(error) && error.field && WAITLIST_FIELDS.includes(error.field as never)) {
        setError(error.field as keyof WaitlistFormValues, {
          type: 'server',
          message: error.message.replace(/^\w+: /, ''),
        });
        setAttempt((n) => n + 1);
      } else {
        setFailure(t('failed'));
      }
    }
  };
  const onInvalid = (_errors: FieldErrors<WaitlistFormValues>) => setAttempt((n) => n + 1);

  if (done) {
    return (
      <div className="page">
        <div className={styles.confirmation}>
          <h1 ref={confirmation} tabIndex={-1}>
            {t('done.heading')}
          </h1>
          {done.res.alreadyRegistered && <p>{t('done.already')}</p>}
          <h2>{t('done.nextTitle')}</h2>
          <ul>
            <li>{t('done.next1', { email: done.email })}</li>
            <li>{t('done.next2')}</li>
            <li>{t('done.next3')}</li>
          </ul>
          <p className={styles.muted}>{t('done.reference', { id: done.res.registrationId })}</p>
        </div>
        {referral && <StartOverButton namespace="waitlist" />}
      </div>
    );
  }

  const errors = formState.errors;
  const summary: SummaryError[] =
    attempt > 0
      ? WAITLIST_FIELDS.flatMap((f) => {
          const message = errors[f]?.message;
          return message
            ? [{ fieldId: fieldId(f), message: `${t(`fields.${f}`)}: ${message}` }]
            : [];
        })
      : [];

  const text = (
    field: Exclude<keyof WaitlistFormValues, 'checkBox'>,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => {
    const reg = register(field);
    const filter = INPUT_FILTERS[field];
    return (
      <TextField
        id={fieldId(field)}
        label={t(`fields.${field}`)}
        error={errors[field]?.message}
        {...extra}
        {...reg}
        onChange={(e) => {
          if (filter) e.target.value = filter(e.target.value);
          return reg.onChange(e);
        }}
      />
    );
  };

  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <AlertText text={failure} className={styles.failure} />
      <form
        noValidate
        className={styles.form}
        onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      >
        <p id="waitlist-required" className={styles.muted}>
          {t('requiredNote')}
        </p>
        <div className={styles.row}>
          {text('firstName', { autoComplete: 'given-name', required: true, maxLength: 100 })}
          {text('lastName', { autoComplete: 'family-name', required: true, maxLength: 100 })}
        </div>
        {text('email', { type: 'email', autoComplete: 'email', required: true, maxLength: 254 })}
        {text('streetAddress', {
          autoComplete: 'address-line1',
          required: true,
          maxLength: 200,
        })}
        {text('unit', { autoComplete: 'address-line2', maxLength: 64 })}
        <div className={styles.row}>
          {text('city', { autoComplete: 'address-level2', required: true, maxLength: 64 })}
          {text('zipCode', {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            required: true,
            hint: t('hints.zipCode'),
          })}
        </div>
        <div className={styles.row}>
          {text('mobileNum', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            hint: t('hints.phone'),
          })}
          {text('businessNum', { type: 'tel', inputMode: 'numeric', hint: t('hints.phone') })}
        </div>
        <div className={`${fieldStyles.field} ${errors.checkBox ? fieldStyles.invalid : ''}`}>
          {errors.checkBox?.message && (
            <p id={`${fieldId('checkBox')}-error`} className={fieldStyles.error}>
              {errors.checkBox.message}
            </p>
          )}
          <div className={styles.check}>
            <input
              id={fieldId('checkBox')}
              type="checkbox"
              aria-invalid={errors.checkBox ? true : undefined}
              aria-describedby={errors.checkBox ? `${fieldId('checkBox')}-error` : undefined}
              aria-required="true"
              {...register('checkBox')}
            />
            <label htmlFor={fieldId('checkBox')}>{t('fields.checkBox')}</label>
          </div>
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={!allValid || formState.isSubmitting || undefined}
          aria-describedby={allValid ? undefined : 'waitlist-required'}
        >
          {formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      </form>
      {referral && <StartOverButton namespace="waitlist" />}
    </div>
  );
}
