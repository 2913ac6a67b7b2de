import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { STAFF_CALLS } from '@bizline/domain/wire/staff/calls';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { safeNextPath } from './safe-next';
import styles from './StaffPages.module.css';

const ID = { email: 'staff-email', password: 'staff-password' } as const;

/** The form's two fields, in order: input type, what the browser fills in, length. */
const FIELDS = [
  { key: 'email', type: 'email', autoComplete: 'username', maxLength: 254 },
  { key: 'password', type: 'password', autoComplete: 'current-password', maxLength: 1024 },
] as const;

/**
 * /staff/sign-in: agents and staff sign in with e-mail and password, then go to the
 * same-site path in `next` (agent mode, the abandoned-cart tool) or the operator console.
 */
export function StaffSignInPage() {
  const { t } = useTranslation('staff');
  usePageTitle(t('signIn.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  const { email, password } = values;
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const of = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const fail = (problems: SummaryError[]) => {
    setErrors(problems);
    setAttempt((a) => a + 1);
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    const problems: SummaryError[] = [];
    if (!email.trim()) problems.push({ fieldId: ID.email, message: t('signIn.emailRequired') });
    if (!password) problems.push({ fieldId: ID.password, message: t('signIn.passwordRequired') });
    if (problems.length > 0) return fail(problems);
    setBusy(true);
    try {
      await api.call(STAFF_CALLS.signIn, { email: email.trim(), password });
      setErrors([]);
      void navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      // The server words 401, 423 and 429 for people; anything else gets the general message.
      const message =
        isApiError(error) && error.status !== undefined && error.status < 500
          ? error.message
          : t('signIn.failed');
      setValues((v) => ({ ...v, password: '' }));
      fail([{ fieldId: ID.email, message }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`page ${styles.narrow}`}>
      <h1>{t('signIn.heading')}</h1>
      <p>{t('signIn.intro')}</p>
      <ErrorSummary title={t('signIn.problem')} errors={errors} attempt={attempt} />
      <form noValidate className={styles.form} onSubmit={(ev) => void submit(ev)}>
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            id={ID[f.key]}
            name={f.key}
            type={f.type}
            label={t(`signIn.${f.key}`)}
            value={values[f.key]}
            error={of(ID[f.key])}
            autoComplete={f.autoComplete}
            spellCheck={f.type === 'email' ? false : undefined}
            maxLength={f.maxLength}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          />
        ))}
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </div>
  );
}
