import { useState } from 'react';
import { useFormErrors } from './form-errors';
import {
  emptyPayment,
  paymentSummaryErrors,
  type PaymentFieldErrors,
  type PaymentValue,
} from './PaymentMethodFields';

/**
 * A payment form's state (deposit, installments): the method and numbers the visitor types,
 * their field errors and the form's error summary. `fail` shows problems on their fields and in
 * the summary, and says whether there were any.
 */
export function usePaymentForm(idPrefix: string) {
  const [value, setValue] = useState<PaymentValue>(emptyPayment);
  const [fieldErrors, setFieldErrors] = useState<PaymentFieldErrors>({});
  const summary = useFormErrors();
  const fail = (problems: PaymentFieldErrors) => {
    setFieldErrors(problems);
    return summary.fail(paymentSummaryErrors(idPrefix, problems));
  };
  /** The PaymentMethodFields props that show and change this state. */
  const fields = { idPrefix, value, onChange: setValue, errors: fieldErrors };
  return { value, setValue, fieldErrors, fields, summary, fail };
}
