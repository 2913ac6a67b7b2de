import { useState } from 'react';
import type { SummaryError } from '../../shared/ui/ErrorSummary';

/** Field errors of one section form: the list the error summary shows and each field's inline
 * message; `attempt` changes on every failed submit so the summary takes focus again. */
export function useFormErrors() {
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  /** Replace the errors; true when there are any (the submit stops). */
  const fail = (list: SummaryError[]) => {
    setErrors(list);
    if (list.length > 0) setAttempt((a) => a + 1);
    return list.length > 0;
  };
  const of = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  return { errors, attempt, fail, of };
}
