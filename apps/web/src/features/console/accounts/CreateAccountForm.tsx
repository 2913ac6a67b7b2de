import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ADMIN_CALLS } from '@bizline/domain/wire/console/admin-calls';
import { STAFF_PASSWORD_MIN_LENGTH, type StaffRole } from '@bizline/domain/wire/staff';
import { ErrorSummary, type SummaryError } from '../../../shared/ui/ErrorSummary';
import { TextField } from '../../../shared/ui/TextField';
import { problemText, useConsoleMutation } from '../ui/console-query';
import styles from '../ui/ui.module.css';

const ROLES: readonly StaffRole[] = ['agent', 'staff', 'admin'];
const ID = {
  firstName: 'account-first',
  lastName: 'account-last',
  email: 'account-email',
  role: 'account-role',
  password: 'account-password',
} as const;

type Fields = Record<keyof typeof ID, string>;
const EMPTY: Fields = { firstName: '', lastName: '', email: '', role: 'agent', password: '' };

/** Add a staff account: name, e-mail, role and an initial password the person changes later. */
export function CreateAccountForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { t } = useTranslation('console');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const create = useConsoleMutation(CONSOLE_ADMIN_CALLS.createAccount, {
    invalidates: [CONSOLE_ADMIN_CALLS.accounts],
  });
  const set = (k: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));
  const of = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const fail = (problems: SummaryError[]) => {
    setErrors(problems);
    setAttempt((a) => a + 1);
  };

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (create.isPending) return;
    const problems: SummaryError[] = [];
    if (!fields.firstName.trim())
      problems.push({ fieldId: ID.firstName, message: t('accounts.firstRequired') });
    if (!fields.lastName.trim())
      problems.push({ fieldId: ID.lastName, message: t('accounts.lastRequired') });
    if (!/^\S+@\S+\.\S+$/.test(fields.email.trim()))
      problems.push({ fieldId: ID.email, message: t('accounts.emailInvalid') });
    if (fields.password.length < STAFF_PASSWORD_MIN_LENGTH)
      problems.push({
        fieldId: ID.password,
        message: t('accounts.passwordShort', { min: STAFF_PASSWORD_MIN_LENGTH }),
      });
    if (problems.length > 0) return fail(problems);
    create.mutate(
      { ...fields, role: fields.role as StaffRole },
      {
        onSuccess: (res) => {
          setFields(EMPTY);
          setErrors([]);
          onCreated(res.account.email);
        },
        onError: (e) => fail([{ fieldId: ID.email, message: problemText(e, t) }]),
      },
    );
  };

  return (
    <form className={styles.actionForm} onSubmit={submit} noValidate>
      <h2>{t('accounts.createHeading')}</h2>
      <ErrorSummary title={t('accounts.problem')} errors={errors} attempt={attempt} />
      <TextField
        id={ID.firstName}
        label={t('accounts.firstName')}
        value={fields.firstName}
        error={of(ID.firstName)}
        autoComplete="off"
        maxLength={100}
        onChange={set('firstName')}
      />
      <TextField
        id={ID.lastName}
        label={t('accounts.lastName')}
        value={fields.lastName}
        error={of(ID.lastName)}
        autoComplete="off"
        maxLength={100}
        onChange={set('lastName')}
      />
      <TextField
        id={ID.email}
        type="email"
        label={t('accounts.email')}
        value={fields.email}
        error={of(ID.email)}
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        onChange={set('email')}
      />
      <div className={styles.stack}>
        <label htmlFor={ID.role}>{t('accounts.role')}</label>
        <select id={ID.role} value={fields.role} onChange={set('role')}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`accounts.roles.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={ID.password}
        type="password"
        label={t('accounts.initialPassword')}
        hint={t('accounts.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
        value={fields.password}
        error={of(ID.password)}
        autoComplete="new-password"
        maxLength={1024}
        onChange={set('password')}
      />
      <button
        type="submit"
        className="btn btn-primary"
        aria-disabled={create.isPending || undefined}
      >
        {t('accounts.create')}
      </button>
    </form>
  );
}
