import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneDashed, formatPhoneDisplay, stripDashes } from '@bizline/domain/format';
import { validatePhone } from '@bizline/domain/validators/phone';
import type { RequestCallbackBody } from '@bizline/domain/wire/entry';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { api } from '../api/client';
import { isApiError } from '../api/api-error';
import { useAppStore } from '../store/app-store';
import { ErrorSummary, type SummaryError } from '../ui/ErrorSummary';
import { TextField } from '../ui/TextField';
import styles from './CallbackForm.module.css';
import { AlertText } from '../ui/AlertText';

interface Errors {
  name?: string;
  phone?: string;
}

function validate(name: string, phone: string, t: (k: string) => string): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = t('callback.nameRequired');
  const phoneError = validatePhone(phone);
  if (phoneError) errors.phone = phoneError;
  return errors;
}

interface CallbackFormProps {
  /** The copy namespace: its `errorSummary` and `callback.*` texts word the form for its page. */
  namespace: string;
  /** Why the visitor asks (stored with the request, so the call-back team knows). */
  reason: Exclude<RequestCallbackBody['reason'], 'address-not-found'>;
  /** The service address the request is about, when the visit has one. */
  addressText?: string;
}

/** A call-back request: name and phone (000 §5 phone rules), stored by the server and
 * confirmed here with its reference. 'Talk to Us' on /pending-order; a kiosk's wireless plans. */
export function CallbackForm({ namespace, reason, addressText }: CallbackFormProps) {
  const { t } = useTranslation(namespace);
  const cartId = useAppStore((s) => s.cartId);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ reference: string; phone: string } | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validate(name, phone, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const res = await api.call(ENTRY_CALLS.requestCallback, {
        reason,
        name: name.trim(),
        phone: stripDashes(phone),
        ...(addressText ? { addressText } : {}),
        ...(cartId ? { cartId } : {}),
      });
      setDone({ reference: res.reference, phone });
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      if (isApiError(error) && (error.field === 'phone' || error.field === 'name')) {
        setErrors({ [error.field]: error.message.replace(/^\w+: /, '') });
        setAttempt((n) => n + 1);
      } else {
        setFailure(t('callback.failed'));
      }
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <div ref={confirmation} className={styles.confirmation} role="status" tabIndex={-1}>
        <h3>{t('callback.doneTitle')}</h3>
        <p>{t('callback.doneText', { phone: formatPhoneDisplay(done.phone) })}</p>
        <p>
          {t('callback.reference')}{' '}
          <strong data-testid="callback-reference">{done.reference}</strong>
        </p>
      </div>
    );
  }

  const summary: SummaryError[] = [
    ...(errors.name ? [{ fieldId: 'callback-name', message: errors.name }] : []),
    ...(errors.phone ? [{ fieldId: 'callback-phone', message: errors.phone }] : []),
  ];

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="callback-title">
      <h3 id="callback-title">{t('callback.title')}</h3>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <AlertText text={failure} className={styles.failure} />
      <TextField
        id="callback-name"
        label={t('callback.name')}
        autoComplete="name"
        value={name}
        maxLength={100}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        id="callback-phone"
        label={t('callback.phone')}
        hint={t('callback.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        error={errors.phone}
        onChange={(e) => setPhone(formatPhoneDashed(e.target.value))}
      />
      <button className="btn btn-primary" type="submit" aria-disabled={sending || undefined}>
        {sending ? t('callback.sending') : t('callback.submit')}
      </button>
    </form>
  );
}
