import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ADMIN_CALLS } from '@bizline/domain/wire/console/admin-calls';
import { STAFF_PASSWORD_MIN_LENGTH, type StaffRole } from '@bizline/domain/wire/staff';
import { ErrorSummary, type SummaryError } from '../../../shared/ui/ErrorSummary';
import { TextField } from '../../../shared/ui/TextField';
import { ActionForm } from '../ui/ActionForm';
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

/** The text fields before the role: their label, length and the message when one is wrong. */
const TEXTS = [
  { key: 'firstName', label: 'firstName', maxLength: 100, invalid: 'firstRequired' },
  { key: 'lastName', label: 'lastName', maxLength: 100, invalid: 'lastRequired' },
  { key: 'email', label: 'email', maxLength: 254, invalid: 'emailInvalid', type: 'email' },
] as const;
const isValid = (key: (typeof TEXTS)[number]['key'], value: string) =>
  key === 'email' ? /^\S+@\S+\.\S+$/.test(value.trim()) : Boolean(value.trim());

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

  const submit = () => {
    if (create.isPending) return;
    const problems: SummaryError[] = TEXTS.filter((f) => !isValid(f.key, fields[f.key])).map(
      (f) => ({ fieldId: ID[f.key], message: t(`accounts.${f.invalid}`) }),
    );
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
    <ActionForm
      heading={t('accounts.createHeading')}
      submit={t('accounts.create')}
      pending={create.isPending}
      onSubmit={submit}
    >
      <ErrorSummary title={t('accounts.problem')} errors={errors} attempt={attempt} />
      {TEXTS.map((f) => (
        <TextField
          key={f.key}
          id={ID[f.key]}
          type={'type' in f ? f.type : undefined}
          label={t(`accounts.${f.label}`)}
          value={fields[f.key]}
          error={of(ID[f.key])}
          autoComplete="off"
          spellCheck={'type' in f ? false : undefined}
          maxLength={f.maxLength}
          onChange={set(f.key)}
        />
      ))}
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
    </ActionForm>
  );
}
