import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import type { NextButtonIPMRequest } from '@bizline/domain/wire/checkout';
import { isRefusal, refusalMessage } from '../../../shared/api/api-error';
import { dollars } from '../../../shared/cart/money';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary } from '../../../shared/ui/ErrorSummary';
import { DUE_DATES_KEY, parseDueDateAnswer } from '../api/get-due-dates';
import { FLOATING_CART_QUERY_KEY } from '../../../shared/cart/floating-cart-query';
import { INSTALLMENTS_KEY, useInstallments, type Installments } from '../api/get-installments';
import {
  postAutoPayAuthorize,
  postAutoPayLog,
  postAutoPayPaymentMethod,
  postEnrollPfb,
  postNextButtonIPM,
} from '../api/post-next-button-ipm';
import {
  emptyPayment,
  PaymentMethodFields,
  toPaymentRequest,
  validatePayment,
  type PaymentFieldErrors,
} from '../PaymentMethodFields';
import { usePaymentForm } from '../use-payment-form';
import { SaveActions } from './SaveActions';
import styles from './later-sections.module.css';

const ID_PREFIX = 'ipm';
const LINES = ['oneTimeInstallments', 'equipmentInstallments', 'routerInstallments'] as const;
type Line = (typeof LINES)[number];

/**
 * Installments and payment: for each line the installment plans the server offers
 * (one-time 3, equipment and router 12 months by default, or 24 or 36) or paying in full,
 * paperless billing, AutoPay and the payment method. The cart bills the months chosen (issue 10
 * §2). Checkout/NextButtonIPM (90 s) saves it; then EnrollPFB, AutoPayLog and,
 * with AutoPay, VEPSAutoPayAuthorize and the AutoPay payment-method call. Card and bank numbers
 * live in this component's state only.
 */
export function InstallmentsSection({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('checkout');
  const client = useQueryClient();
  const busy = useAppStore((s) => s.checkoutInProgress);
  const installments = useInstallments();
  // The months chosen here; until then the saved (or default) months, 0 = pay in full.
  const [choice, setChoice] = useState<Partial<Record<Line, number>>>({});
  const monthsOf = (line: Line) => choice[line] ?? installments.data?.[line].months ?? 0;
  const [paperFree, setPaperFree] = useState(true);
  const [autoPay, setAutoPay] = useState(false);
  const pay = usePaymentForm(ID_PREFIX);
  const { value: payment, setValue: setPayment, summary: e } = pay;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const problems = validatePayment(payment, { billingZip: t('payment.billingZipInvalid') });
    if (pay.fail(problems)) return;
    const lines = installments.data;
    if (!lines) return;
    const body: NextButtonIPMRequest = {
      oneTimeInstallments: monthsOf('oneTimeInstallments'),
      equipmentInstallments: monthsOf('equipmentInstallments'),
      routerInstallments: monthsOf('routerInstallments'),
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
      // The cart now bills the months chosen: its figures (review, floating cart) are read again.
      void client.invalidateQueries({ queryKey: FLOATING_CART_QUERY_KEY });
      void client.invalidateQueries({ queryKey: INSTALLMENTS_KEY });
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
      // A refused input names its field; anything else is the technical-issue message.
      if (isRefusal(error) && error.field) {
        const field = error.field.split('.').pop() as keyof PaymentFieldErrors;
        const next = { [field]: error.message };
        if (pay.fail(next)) return;
      }
      store.showGlobalError(refusalMessage(error, ERROR_MESSAGES.technicalIssue));
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
            months={monthsOf(line)}
            onChange={(m) => setChoice((s) => ({ ...s, [line]: m }))}
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
      <PaymentMethodFields {...pay.fields} disabled={busy} />
      <p className={styles.hint}>{t('payment.kept')}</p>
      <SaveActions disabled={busy || !installments.data}>{t('installment.save')}</SaveActions>
    </form>
  );
}

/**
 * One kind of charge: each number of months the server offers with its monthly price (the
 * server's figures, formatted only), or pay in full (0 months).
 */
function InstallmentChoice({
  line,
  data,
  months,
  onChange,
}: {
  line: Line;
  data: Installments;
  months: number;
  onChange: (months: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const plan = data[line];
  const options = plan.options;
  // Nothing of this kind in the cart (a waived charge, no router...): nothing to choose.
  if (!options.some((o) => /[1-9]/.test(o.price))) return null;
  const name = `${ID_PREFIX}-${line}`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`installment.lines.${line}`)}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.months} className={styles.choice}>
            <input
              type="radio"
              name={name}
              checked={months === o.months}
              onChange={() => onChange(o.months)}
            />
            {o.last === o.price
              ? t('installment.monthly', { months: o.months, price: dollars(o.price) })
              : t('installment.monthlyLast', {
                  months: o.months,
                  price: dollars(o.price),
                  last: dollars(o.last),
                })}
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" name={name} checked={months === 0} onChange={() => onChange(0)} />
          {t('installment.payInFull')}
        </label>
      </div>
    </fieldset>
  );
}
