import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ADMIN_CALLS } from '@bizline/domain/wire/console/admin-calls';
import type { ConsoleStaffAccount } from '@bizline/domain/wire/console/admin-schemas';
import { STAFF_PASSWORD_MIN_LENGTH } from '@bizline/domain/wire/staff';
import { TextField } from '../../../shared/ui/TextField';
import { problemText, useConsoleMutation } from '../ui/console-query';
import styles from '../ui/ui.module.css';

/** A new password for one account; takes focus when it opens. */
export function ResetPasswordForm({
  account,
  onCancel,
  onDone,
}: {
  account: ConsoleStaffAccount;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const reset = useConsoleMutation(CONSOLE_ADMIN_CALLS.resetPassword, {
    invalidates: [CONSOLE_ADMIN_CALLS.accounts],
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (reset.isPending) return;
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      return setError(t('accounts.passwordShort', { min: STAFF_PASSWORD_MIN_LENGTH }));
    }
    reset.mutate(
      { id: account.id, password },
      { onSuccess: onDone, onError: (e) => setError(problemText(e, t)) },
    );
  };
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <form className={styles.actionForm} onSubmit={submit} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {t('accounts.resetHeading', { name })}
      </h2>
      <TextField
        id="reset-password"
        type="password"
        label={t('accounts.newPassword')}
        hint={t('accounts.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
        value={password}
        error={error}
        autoComplete="new-password"
        maxLength={1024}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className={styles.buttons}>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={reset.isPending || undefined}
        >
          {t('accounts.setPassword')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('accounts.cancel')}
        </button>
      </div>
    </form>
  );
}
