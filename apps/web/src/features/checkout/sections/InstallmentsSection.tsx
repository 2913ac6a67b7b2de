import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INSTALLMENTS } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import type { NextButtonIPMRequest } from '@bizline/domain/wire/checkout';
import { isApiError } from '../../../shared/api/api-error';
import { dollars } from '../../../shared/cart/money';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary } from '../../../shared/ui/ErrorSummary';
import { DUE_DATES_KEY, parseDueDateAnswer } from '../api/get-due-dates';
import { useInstallments, type Installments } from '../api/get-installments';
import {
  postAutoPayAuthorize,
  postAutoPayLog,
  postAutoPayPaymentMethod,
  postEnrollPfb,
  postNextButtonIPM,
} from '../api/post-next-button-ipm';
import { useFormErrors } from '../form-errors';
import {
  emptyPayment,
  PaymentMethodFields,
  paymentSummaryErrors,
  toPaymentRequest,
  validatePayment,
  type PaymentFieldErrors,
  type PaymentValue,
} from '../PaymentMethodFields';
import styles from './later-sections.module.css';

const ID_PREFIX = 'ipm';
const LINES = ['oneTimeInstallments', 'equipmentInstallments', 'routerInstallments'] as const;
type Line = (typeof LINES)[number];
const DEFAULT_MONTHS: Record<Line, number> = {
  oneTimeInstallments: DEFAULT_INSTALLMENTS.oneTime,
  equipmentInstallments: DEFAULT_INSTALLMENTS.equipment,
  routerInstallments: DEFAULT_INSTALLMENTS.router,
};

/**
 * Installments and payment (002 §3, §9): for each line the server's installment plan (one-time 3,
 * equipment 12, router 12 months by default) or paying in full, paperless billing, AutoPay and
 * the payment method. Checkout/NextButtonIPM (90 s) saves it; then EnrollPFB, AutoPayLog and,
 * with AutoPay, VEPSAutoPayAuthorize and the AutoPay payment-method call. Card and bank numbers
 * live in this component's state only.
 */
export function InstallmentsSection({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('checkout');
  const client = useQueryClient();
  const busy = useAppStore((s) => s.checkoutInProgress);
  const installments = useInstallments();
  // Pay in full where a saved answer said so (0 months), else the installment plan.
  const [choice, setInFull] = useState<Partial<Record<Line, boolean>>>({});
  const inFull = Object.fromEntries(
    LINES.map((l) => [l, choice[l] ?? installments.data?.[l].months === 0]),
  ) as Record<Line, boolean>;
  const [paperFree, setPaperFree] = useState(true);
  const [autoPay, setAutoPay] = useState(false);
  const [payment, setPayment] = useState<PaymentValue>(emptyPayment);
  const [fieldErrors, setFieldErrors] = useState<PaymentFieldErrors>({});
  const e = useFormErrors();

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const problems = validatePayment(payment, { billingZip: t('payment.billingZipInvalid') });
    setFieldErrors(problems);
    if (e.fail(paymentSummaryErrors(ID_PREFIX, problems))) return;
    const lines = installments.data;
    if (!lines) return;
    const months = (line: Line) =>
      inFull[line] ? 0 : lines[line].months > 0 ? lines[line].months : DEFAULT_MONTHS[line];
    const body: NextButtonIPMRequest = {
      oneTimeInstallments: months('oneTimeInstallments'),
      equipmentInstallments: months('equipmentInstallments'),
      routerInstallments: months('routerInstallments'),
      paperFreeBilling: paperFree ? 'Y' : 'N',
      autoPay: autoPay ? 'Y' : 'N',
      ...toPaymentRequest(payment),
    };
    const store = useAppStore.getState();
    store.clearGlobalError();
    store.setCheckoutInProgress(true);
    try {
      const answer = await postNextButtonIPM(body);
      if (answer.Status !== 'SUCCESS') {
        store.showGlobalError(answer.message || ERROR_MESSAGES.technicalIssue);
        return;
      }
      const method = payment.paymentMethod;
      // The numbers are not needed any more.
      setPayment(emptyPayment());
      // The answer carries the install dates: the installation section opens without a wait.
      client.setQueryData(DUE_DATES_KEY, parseDueDateAnswer(answer.dueDates));
      if (paperFree) await postEnrollPfb();
      await postAutoPayLog(autoPay, method);
      if (autoPay) {
        await postAutoPayAuthorize();
        const answerAp = await postAutoPayPaymentMethod(method);
        if (answerAp.responseStatus.toUpperCase() !== 'SUCCESS') {
          store.showGlobalError(
            t('installment.autopayFailed', { message: answerAp.responseMessage }),
          );
        }
      }
      onSaved();
    } catch (error) {
      // A refused input names its field; anything else is the technical-issue message (002 §8).
      if (isApiError(error) && error.status !== undefined && error.status < 500 && error.field) {
        const field = error.field.split('.').pop() as keyof PaymentFieldErrors;
        const next = { [field]: error.message };
        setFieldErrors(next);
        if (e.fail(paymentSummaryErrors(ID_PREFIX, next))) return;
      }
      store.showGlobalError(
        isApiError(error) && error.status !== undefined && error.status < 500
          ? error.message
          : ERROR_MESSAGES.technicalIssue,
      );
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  return (
    <form noValidate onSubmit={(ev) => void submit(ev)} aria-busy={busy}>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />
      <p className={styles.intro}>{t('installment.intro')}</p>
      {installments.isPending ? (
        <p role="status">{t('installment.loading')}</p>
      ) : installments.isError ? (
        <p role="alert">{t('installment.loadFailed')}</p>
      ) : (
        LINES.map((line) => (
          <InstallmentChoice
            key={line}
            line={line}
            data={installments.data}
            inFull={inFull[line]}
            onChange={(v) => setInFull((s) => ({ ...s, [line]: v }))}
          />
        ))
      )}
      <label className={styles.block}>
        <input
          type="checkbox"
          checked={paperFree}
          onChange={(ev) => setPaperFree(ev.target.checked)}
        />
        <span>{t('installment.paperFreeBilling')}</span>
      </label>
      <label className={styles.block}>
        <input type="checkbox" checked={autoPay} onChange={(ev) => setAutoPay(ev.target.checked)} />
        <span>{t('installment.autoPay')}</span>
      </label>
      <PaymentMethodFields
        idPrefix={ID_PREFIX}
        value={payment}
        onChange={setPayment}
        errors={fieldErrors}
        disabled={busy}
      />
      <p className={styles.hint}>{t('payment.kept')}</p>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy || !installments.data}>
          {t('installment.save')}
        </button>
      </div>
    </form>
  );
}

function InstallmentChoice({
  line,
  data,
  inFull,
  onChange,
}: {
  line: Line;
  data: Installments;
  inFull: boolean;
  onChange: (inFull: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  const plan = data[line];
  // Nothing of this kind in the cart (a waived charge, no router...): nothing to choose.
  if (plan.months > 0 && !/[1-9]/.test(plan.price)) return null;
  const name = `${ID_PREFIX}-${line}`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`installment.lines.${line}`)}</legend>
      <div className={styles.options}>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={!inFull} onChange={() => onChange(false)} />
          {plan.months > 0
            ? t('installment.monthly', { months: plan.months, price: dollars(plan.price) })
            : t('installment.monthlyDefault', { months: DEFAULT_MONTHS[line] })}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={name} checked={inFull} onChange={() => onChange(true)} />
          {t('installment.payInFull')}
        </label>
      </div>
    </fieldset>
  );
}
