import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RATING_OPTIONS, type Rating } from '@bizline/domain/constants';
import { lostBusinessPath } from '@bizline/domain/routes';
import {
  saveCartBanner,
  validateSaveCartForm,
  type SaveCartField,
} from '@bizline/domain/validators/save-cart';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import type { SaveOrderConfirmationAnswer } from '@bizline/domain/wire/saved-cart';
import { isRefusal } from '../../shared/api/api-error';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextFields, type FieldSpec } from '../../shared/ui/TextFields';
import { validateEmailOnServer } from './api/email-validation';
import { saveOrderSequence } from './api/save-sequence';
import styles from './SaveCartPage.module.css';

/** Fallback code of a failed save. */
const SAVE_FAILURE_CODE = 'NTE_SO_DOSaveOrder';

interface SaveCartFormProps {
  /**
   * Called after a successful save (the page navigates to /save-cart-confirmation). Without it
   * the form shows the success banner.
   */
  onSaved?: (confirmation: SaveOrderConfirmationAnswer) => void;
  /** The e-mail the visit already gave (the server's, else the address page's): prefilled. */
  initialEmail?: string;
}

type Errors = Partial<Record<SaveCartField, string>>;

/** The e-mail, asked twice: the same kind of field. */
const EMAIL_FIELDS: readonly FieldSpec<SaveCartField>[] = (['email', 'confirmEmail'] as const).map(
  (name) => ({ name, type: 'email', autoComplete: 'email', required: true }),
);

/**
 * The customer save-cart form: e-mail twice, comments, disclaimer, rating and
 * reminders (on unless unchecked), then the server's e-mail check and the save sequence.
 */
export function SaveCartForm({ onSaved, initialEmail = '' }: SaveCartFormProps) {
  const { t } = useTranslation('save-cart');
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [confirmEmail, setConfirmEmail] = useState(initialEmail);
  const [comments, setComments] = useState('');
  const [disclaimer, setDisclaimer] = useState(false);
  const [rating, setRating] = useState<Rating | null>(null);
  const [reminders, setReminders] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<SaveOrderConfirmationAnswer | null>(null);

  const fieldId = (field: SaveCartField) => `${id}-${field}`;
  const fail = (next: Errors, message: string | null) => {
    setErrors(next);
    setBanner(message ?? saveCartBanner(next));
    setAttempt((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateSaveCartForm({ email, confirmEmail });
    if (Object.keys(found).length > 0) return fail(found, null);
    setSending(true);
    try {
      if (!(await validateEmailOnServer(email.trim())))
        return fail({ email: ERROR_MESSAGES.emailInvalid }, null);
      // 002 §7: GetCartInfo, DoSaveOrder, SaveOrderConfirmation; any failure lands below.
      const answer = await saveOrderSequence({
        Comments: comments.trim(),
        Disclaimer: disclaimer ? 'Y' : 'N',
        EMail: email.trim(),
        ...(rating === null ? {} : { RatingSelected: rating }),
        SkipReminderMail: reminders ? 'N' : 'Y',
      });
      setErrors({});
      setBanner(null);
      if (onSaved) onSaved(answer);
      else setSaved(answer);
    } catch (error) {
      // A refused input is the visitor's to fix; anything else is a save failure.
      if (isRefusal(error)) {
        const field = error.field === 'EMail' ? 'email' : null;
        return fail(field ? { [field]: error.message } : {}, field ? null : error.message);
      }
      void navigate(lostBusinessPath(SAVE_FAILURE_CODE));
    } finally {
      setSending(false);
    }
  };

  const emailValues = {
    email: [email, setEmail],
    confirmEmail: [confirmEmail, setConfirmEmail],
  } as const;
  const field = (name: SaveCartField) => ({
    id: fieldId(name),
    label: t(`fields.${name}`),
    value: emailValues[name][0],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => emailValues[name][1](e.target.value),
  });

  const summary: SummaryError[] = (['email', 'confirmEmail'] as const).flatMap((f) =>
    errors[f] ? [{ fieldId: fieldId(f), message: errors[f] }] : [],
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      {saved && (
        <p role="status" className={styles.success}>
          {t('savedBanner', { email: saved.EmailSentTo })}
        </p>
      )}
      {/* One summary: the banner ('Please enter required fields.', 002 §5) under its title,
          then a link to each field (GOV.UK pattern). */}
      <ErrorSummary
        title={t('problemTitle')}
        description={banner}
        errors={summary}
        attempt={attempt}
      />
      <TextFields fields={EMAIL_FIELDS} bind={field} />
      <label htmlFor={`${id}-comments`}>{t('fields.comments')}</label>
      <textarea
        id={`${id}-comments`}
        className={styles.textarea}
        maxLength={1000}
        value={comments}
        onChange={(e) => setComments(e.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('fields.rating')}</legend>
        {RATING_OPTIONS.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={option.value}
              checked={rating === option.value}
              onChange={() => setRating(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <CheckboxField checked={disclaimer} onChange={setDisclaimer} label={t('fields.disclaimer')} />
      <CheckboxField checked={reminders} onChange={setReminders} label={t('fields.reminders')} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('saving') : t('submit')}
        </button>
      </div>
    </form>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}

/** One labelled checkbox of the form (the disclaimer and the reminders opt-in). */
function CheckboxField({ checked, onChange, label }: CheckboxFieldProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
