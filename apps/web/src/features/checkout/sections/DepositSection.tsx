import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { isRefusal } from '../../../shared/api/api-error';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary } from '../../../shared/ui/ErrorSummary';
import { useCheckoutDetails, useRefreshCheckout } from '../api/get-checkout-details';
import { postDeposit } from '../api/pay-deposit';
import {
  emptyPayment,
  PaymentMethodFields,
  paymentFieldId,
  toPaymentRequest,
  validatePayment,
} from '../PaymentMethodFields';
import { usePaymentForm } from '../use-payment-form';
import styles from '../CheckoutPage.module.css';
import type { SectionProps } from './BusinessInfoSection';

const ID_PREFIX = 'deposit';

/**
 * The refundable deposit (requiredrefund, 002 §2, §4), shown when the credit answer asks for
 * one: pay by bank account (default) or card via Checkout/RefundableDeposit. The numbers stay in
 * this component's state; the server keeps a token and the last four digits.
 */
export function DepositSection({ onSaved }: SectionProps) {
  const { t } = useTranslation('checkout');
  const { data } = useCheckoutDetails();
  const refresh = useRefreshCheckout();
  const busy = useAppStore((s) => s.checkoutInProgress);
  const { value, setValue, fields, summary: e, fail } = usePaymentForm(ID_PREFIX);
  const amount = data?.progress.depositAmount ?? '';

  if (data?.progress.refundableDeposit === 'Y') return <p role="status">{t('deposit.paid')}</p>;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const problems = validatePayment(value, {
      expiryRequired: t('payment.expiryRequired'),
      billingZip: t('payment.billingZipInvalid'),
    });
    if (fail(problems)) return;
    const store = useAppStore.getState();
    store.setCheckoutInProgress(true);
    try {
      const answer = await postDeposit(toPaymentRequest(value));
      if (answer.Status !== 'SUCCESS') {
        e.fail([
          {
            fieldId: paymentFieldId(
              ID_PREFIX,
              value.paymentMethod === 'Card' ? 'cardNumber' : 'routingNumber',
            ),
            message: answer.message || ERROR_MESSAGES.technicalIssue,
          },
        ]);
        return;
      }
      // The numbers are not needed any more.
      setValue(emptyPayment());
      await refresh();
      onSaved();
    } catch (error) {
      if (isRefusal(error)) {
        const field = error.field?.split('.').pop();
        e.fail([
          {
            fieldId: paymentFieldId(
              ID_PREFIX,
              field === 'accountNumber' || field === 'cardNumber' || field === 'cvv'
                ? field
                : value.paymentMethod === 'Card'
                  ? 'cardNumber'
                  : 'routingNumber',
            ),
            message: error.message,
          },
        ]);
      } else {
        store.showGlobalError(ERROR_MESSAGES.technicalIssue);
      }
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />
      <p>{t('deposit.intro', { amount })}</p>
      <PaymentMethodFields {...fields} disabled={busy} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('deposit.pay')}
      </button>
    </form>
  );
}
